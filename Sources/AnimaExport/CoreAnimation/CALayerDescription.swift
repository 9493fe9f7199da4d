/// A CALayer, CAShapeLayer or CAGradientLayer field by field; nil fields keep Core Animation's defaults.
public struct CALayerDescription: Sendable, Hashable, Codable {
    /// "CALayer", "CAShapeLayer" or "CAGradientLayer".
    public var className: String
    /// The layer's `name`: the Anima layer id.
    public var name: String
    public var position: CAValueDescription?
    public var bounds: CAValueDescription?
    public var anchorPoint: CAValueDescription?
    public var zPosition: Double?
    public var transform: CAValueDescription?
    public var opacity: Double?
    public var isHidden: Bool?
    public var backgroundColor: CAValueDescription?
    public var cornerRadius: Double?
    /// `CACornerMask` raw value (1 min-x min-y, 2 max-x min-y, 4 min-x max-y, 8 max-x max-y).
    public var maskedCorners: Int?
    public var masksToBounds: Bool?
    public var borderWidth: Double?
    public var borderColor: CAValueDescription?
    public var shadowColor: CAValueDescription?
    public var shadowOpacity: Double?
    public var shadowOffset: CAValueDescription?
    public var shadowRadius: Double?
    /// SVG path data.
    public var path: String?
    public var fillColor: CAValueDescription?
    public var strokeColor: CAValueDescription?
    public var lineWidth: Double?
    /// `CAShapeLayerLineCap` raw value.
    public var lineCap: String?
    /// `CAShapeLayerLineJoin` raw value.
    public var lineJoin: String?
    public var miterLimit: Double?
    public var lineDashPattern: [Double]?
    public var lineDashPhase: Double?
    public var strokeStart: Double?
    public var strokeEnd: Double?
    /// `CAShapeLayerFillRule` raw value ("non-zero" or "even-odd").
    public var fillRule: String?
    public var colors: CAValueDescription?
    public var locations: [Double]?
    public var startPoint: CAValueDescription?
    public var endPoint: CAValueDescription?
    /// `CAGradientLayerType` raw value ("axial" or "radial").
    public var gradientType: String?
    public var beginTime: Double?
    public var speed: Double?
    public var timeOffset: Double?
    public var sublayers: [CALayerDescription] = []
    public var animations: [CAAnimationDescription] = []

    /// Creates a description of a layer of class `className` named `name`.
    public init(className: String, name: String) { self.className = className; self.name = name }
}
