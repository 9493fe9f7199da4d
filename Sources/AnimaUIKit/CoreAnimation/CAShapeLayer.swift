#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A layer that draws a path, filled and stroked.
open class CAShapeLayer: CALayer {
    override class var layerKind: LayerKind { .shape }

    /// The shape.
    public var path: CGPath? {
        get { modelValues.path.map { CGMutablePath($0) } }
        set { setModel(.path, .path(newValue?.path ?? Path())) }
    }

    /// The fill colour (black by default; nil is none).
    public var fillColor: CGColor? {
        get { modelValues.fillColor == .clear ? nil : CGColor(modelValues.fillColor) }
        set { setModel(.fillColor, .color(newValue?.color ?? .clear)) }
    }

    /// The stroke colour (nil by default: no stroke).
    public var strokeColor: CGColor? {
        get { modelValues.strokeColor == .clear ? nil : CGColor(modelValues.strokeColor) }
        set { setModel(.strokeColor, .color(newValue?.color ?? .clear)) }
    }

    /// The stroke width.
    public var lineWidth: CGFloat {
        get { CGFloat(modelValues.lineWidth) }
        set { setModel(.lineWidth, .number(Double(newValue))) }
    }

    /// The start of the stroked part, 0…1.
    public var strokeStart: CGFloat {
        get { CGFloat(modelValues.strokeStart) }
        set { setModel(.strokeStart, .number(Double(newValue))) }
    }

    /// The end of the stroked part, 0…1.
    public var strokeEnd: CGFloat {
        get { CGFloat(modelValues.strokeEnd) }
        set { setModel(.strokeEnd, .number(Double(newValue))) }
    }

    /// The dash phase.
    public var lineDashPhase: CGFloat {
        get { CGFloat(modelValues.lineDashPhase) }
        set { setModel(.lineDashPhase, .number(Double(newValue))) }
    }

    /// The miter limit.
    public var miterLimit: CGFloat {
        get { CGFloat(modelValues.miterLimit) }
        set { setModel(.miterLimit, .number(Double(newValue))) }
    }

    /// The dash pattern (not animatable).
    public var lineDashPattern: [NSNumber]? {
        get { modelValues.lineDashPattern.isEmpty ? nil : modelValues.lineDashPattern.map { NSNumber(value: $0) } }
        set { setUnanimated { $0.lineDashPattern = newValue?.map(\.doubleValue) ?? [] } }
    }

    /// The line cap (not animatable).
    public var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: modelValues.lineCap.rawValue) }
        set { setUnanimated { $0.lineCap = LineCap(rawValue: newValue.rawValue) ?? .butt } }
    }

    /// The line join (not animatable).
    public var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: modelValues.lineJoin.rawValue) }
        set { setUnanimated { $0.lineJoin = LineJoin(rawValue: newValue.rawValue) ?? .miter } }
    }

    /// The fill rule (not animatable).
    public var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: modelValues.fillRule == .evenOdd ? "even-odd" : "non-zero") }
        set { setUnanimated { $0.fillRule = newValue.rawValue == "even-odd" ? .evenOdd : .nonZero } }
    }
}
#endif
