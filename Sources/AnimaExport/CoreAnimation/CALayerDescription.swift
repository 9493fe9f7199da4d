/// A CALayer, CAShapeLayer, CAGradientLayer or CATextLayer field by field; nil fields keep Core Animation's defaults.
public struct CALayerDescription: Sendable, Hashable, Codable {
    /// "CALayer", "CAShapeLayer" or "CAGradientLayer".
    public var className: String
    /// The layer's `name`: the Anima layer id.
    public var name: String
    /// CALayer's `position`, when it differs from the default.
    public var position: CAValueDescription?
    /// CALayer's `bounds`, when it differs from the default.
    public var bounds: CAValueDescription?
    /// CALayer's `anchorPoint`, when it differs from the default.
    public var anchorPoint: CAValueDescription?
    /// CALayer's `zPosition`, when it differs from the default.
    public var zPosition: Double?
    /// CALayer's `transform`, when it differs from the default.
    public var transform: CAValueDescription?
    /// CALayer's `opacity`, when it differs from the default.
    public var opacity: Double?
    /// CALayer's `isHidden`, when it differs from the default.
    public var isHidden: Bool?
    /// CALayer's `backgroundColor`, when it differs from the default.
    public var backgroundColor: CAValueDescription?
    /// CALayer's `cornerRadius`, when it differs from the default.
    public var cornerRadius: Double?
    /// `CACornerMask` raw value (1 min-x min-y, 2 max-x min-y, 4 min-x max-y, 8 max-x max-y).
    public var maskedCorners: Int?
    /// CALayer's `masksToBounds`, when it differs from the default.
    public var masksToBounds: Bool?
    /// CALayer's `borderWidth`, when it differs from the default.
    public var borderWidth: Double?
    /// CALayer's `borderColor`, when it differs from the default.
    public var borderColor: CAValueDescription?
    /// CALayer's `shadowColor`, when it differs from the default.
    public var shadowColor: CAValueDescription?
    /// CALayer's `shadowOpacity`, when it differs from the default.
    public var shadowOpacity: Double?
    /// CALayer's `shadowOffset`, when it differs from the default.
    public var shadowOffset: CAValueDescription?
    /// CALayer's `shadowRadius`, when it differs from the default.
    public var shadowRadius: Double?
    /// SVG path data.
    public var path: String?
    /// CALayer's `fillColor`, when it differs from the default.
    public var fillColor: CAValueDescription?
    /// CALayer's `strokeColor`, when it differs from the default.
    public var strokeColor: CAValueDescription?
    /// CALayer's `lineWidth`, when it differs from the default.
    public var lineWidth: Double?
    /// `CAShapeLayerLineCap` raw value.
    public var lineCap: String?
    /// `CAShapeLayerLineJoin` raw value.
    public var lineJoin: String?
    /// CALayer's `miterLimit`, when it differs from the default.
    public var miterLimit: Double?
    /// CALayer's `lineDashPattern`, when it differs from the default.
    public var lineDashPattern: [Double]?
    /// CALayer's `lineDashPhase`, when it differs from the default.
    public var lineDashPhase: Double?
    /// CALayer's `strokeStart`, when it differs from the default.
    public var strokeStart: Double?
    /// CALayer's `strokeEnd`, when it differs from the default.
    public var strokeEnd: Double?
    /// `CAShapeLayerFillRule` raw value ("non-zero" or "even-odd").
    public var fillRule: String?
    /// CALayer's `colors`, when it differs from the default.
    public var colors: CAValueDescription?
    /// CALayer's `locations`, when it differs from the default.
    public var locations: [Double]?
    /// CALayer's `startPoint`, when it differs from the default.
    public var startPoint: CAValueDescription?
    /// CALayer's `endPoint`, when it differs from the default.
    public var endPoint: CAValueDescription?
    /// `CAGradientLayerType` raw value ("axial" or "radial").
    public var gradientType: String?
    /// CALayer's `contents`: the encoded image as a `data:` URI (base64).
    public var contents: String?
    /// `CALayerContentsGravity` raw value as Core Animation spells it ("resizeAspect", "topLeft", …).
    public var contentsGravity: String?
    /// CALayer's `contentsRect`, when it differs from the default.
    public var contentsRect: CAValueDescription?
    /// CALayer's `contentsCenter`, when it differs from the default.
    public var contentsCenter: CAValueDescription?
    /// CALayer's `contentsScale`, when it differs from the default.
    public var contentsScale: Double?
    /// `CALayerContentsFilter` raw value ("linear", "nearest", "trilinear").
    public var minificationFilter: String?
    /// `CALayerContentsFilter` raw value.
    public var magnificationFilter: String?
    /// CATextLayer's `string`.
    public var string: String?
    /// CATextLayer's font, by name.
    public var fontName: String?
    /// CATextLayer's `fontSize`, when it differs from the default.
    public var fontSize: Double?
    /// CATextLayer's `foregroundColor`, when it differs from the default.
    public var foregroundColor: CAValueDescription?
    /// `CATextLayerAlignmentMode` raw value.
    public var alignmentMode: String?
    /// CATextLayer's `isWrapped`, when it differs from the default.
    public var isWrapped: Bool?
    /// `CATextLayerTruncationMode` raw value.
    public var truncationMode: String?
    /// CALayer's `beginTime`, when it differs from the default.
    public var beginTime: Double?
    /// CALayer's `speed`, when it differs from the default.
    public var speed: Double?
    /// CALayer's `timeOffset`, when it differs from the default.
    public var timeOffset: Double?
    /// CALayer's `duration`, when it differs from the default.
    public var duration: Double?
    /// CALayer's `repeatCount`, when it differs from the default.
    public var repeatCount: Double?
    /// CALayer's `repeatDuration`, when it differs from the default.
    public var repeatDuration: Double?
    /// CALayer's `autoreverses`, when it differs from the default.
    public var autoreverses: Bool?
    /// CALayer's `fillMode` (`CAMediaTimingFillMode` raw value), when it differs from the default.
    public var fillMode: String?
    /// sublayerTransform.
    public var sublayerTransform: CAValueDescription?
    /// isDoubleSided.
    public var isDoubleSided: Bool?
    /// A replicator's instanceCount.
    public var instanceCount: Int?
    /// A replicator's instanceDelay.
    public var instanceDelay: Double?
    /// A replicator's instanceTransform.
    public var instanceTransform: CAValueDescription?
    /// A replicator's instanceColor.
    public var instanceColor: CAValueDescription?
    /// A replicator's instanceRedOffset.
    public var instanceRedOffset: Double?
    /// A replicator's instanceGreenOffset.
    public var instanceGreenOffset: Double?
    /// A replicator's instanceBlueOffset.
    public var instanceBlueOffset: Double?
    /// A replicator's instanceAlphaOffset.
    public var instanceAlphaOffset: Double?
    /// The mask layer (CALayer.mask), as a one-element array when there is one.
    public var mask: [CALayerDescription]?
    /// The sublayers, bottom to top.
    public var sublayers: [CALayerDescription] = []
    /// The animations, in the order they are added.
    public var animations: [CAAnimationDescription] = []

    /// Creates a description of a layer of class `className` named `name`.
    public init(className: String, name: String) { self.className = className; self.name = name }
}
