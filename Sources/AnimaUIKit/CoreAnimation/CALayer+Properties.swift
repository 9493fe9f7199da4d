#if !canImport(QuartzCore)
import AnimaCore
import Foundation

extension CALayer {
    /// The anchor point's position in the superlayer.
    public var position: CGPoint {
        get { modelValues.position.cg }
        set { setModel(.position, .point(Point(cg: newValue))) }
    }

    /// The layer's own coordinate space.
    public var bounds: CGRect {
        get { modelValues.bounds.cg }
        set { setModel(.bounds, .rect(Rect(cg: newValue))) }
    }

    /// The frame in the superlayer (from position, bounds and anchor point; the transform is ignored).
    public var frame: CGRect {
        get { modelValues.frame.cg }
        set {
            let f = Rect(cg: newValue)
            setModel(.bounds, .rect(Rect(origin: modelValues.bounds.origin, size: f.size)))
            setModel(.position, .point(Point(f.minX + modelValues.anchorPoint.x * f.width, f.minY + modelValues.anchorPoint.y * f.height)))
        }
    }

    /// The pivot in unit coordinates.
    public var anchorPoint: CGPoint {
        get { modelValues.anchorPoint.cg }
        set { setModel(.anchorPoint, .point(Point(cg: newValue))) }
    }

    /// Sibling order.
    public var zPosition: CGFloat {
        get { CGFloat(modelValues.zPosition) }
        set { setModel(.zPosition, .number(Double(newValue))) }
    }

    /// The transform about the anchor point.
    public var transform: CATransform3D {
        get { modelValues.transform.ca }
        set { setModel(.transform, .transform(Transform3D(ca: newValue))) }
    }

    /// The opacity.
    public var opacity: Float {
        get { Float(modelValues.opacity) }
        set { setModel(.opacity, .number(Double(newValue))) }
    }

    /// Whether the layer is hidden.
    public var isHidden: Bool {
        get { modelValues.isHidden }
        set { setModel(.isHidden, .bool(newValue)) }
    }

    /// The background colour; nil is clear.
    public var backgroundColor: CGColor? {
        get { modelValues.backgroundColor == .clear ? nil : CGColor(modelValues.backgroundColor) }
        set { setModel(.backgroundColor, .color(newValue?.color ?? .clear)) }
    }

    /// The corner radius.
    public var cornerRadius: CGFloat {
        get { CGFloat(modelValues.cornerRadius) }
        set { setModel(.cornerRadius, .number(Double(newValue))) }
    }

    /// The border width.
    public var borderWidth: CGFloat {
        get { CGFloat(modelValues.borderWidth) }
        set { setModel(.borderWidth, .number(Double(newValue))) }
    }

    /// The border colour (black by default).
    public var borderColor: CGColor? {
        get { CGColor(modelValues.borderColor) }
        set { setModel(.borderColor, .color(newValue?.color ?? .clear)) }
    }

    /// The shadow colour (black by default).
    public var shadowColor: CGColor? {
        get { CGColor(modelValues.shadowColor) }
        set { setModel(.shadowColor, .color(newValue?.color ?? .clear)) }
    }

    /// The shadow opacity (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { Float(modelValues.shadowOpacity) }
        set { setModel(.shadowOpacity, .number(Double(newValue))) }
    }

    /// The shadow offset ((0, −3) by default).
    public var shadowOffset: CGSize {
        get { modelValues.shadowOffset.cg }
        set { setModel(.shadowOffset, .size(Size(cg: newValue))) }
    }

    /// The shadow blur radius.
    public var shadowRadius: CGFloat {
        get { CGFloat(modelValues.shadowRadius) }
        set { setModel(.shadowRadius, .number(Double(newValue))) }
    }

    /// Whether sublayers are clipped to the bounds (not animatable; a change during a recording is not replayed).
    public var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { modelValues.masksToBounds = newValue }
    }

    /// The transform applied to the sublayers (stored; Anima does not model it yet).
    public var sublayerTransform: CATransform3D {
        get { (extraValues["sublayerTransform"] as? CATransform3D) ?? CATransform3DIdentity }
        set {
            extraValues["sublayerTransform"] = newValue
            if newValue != CATransform3DIdentity { reportUnmodelled("sublayerTransform") }
        }
    }

    /// A mask layer (stored; Anima does not model masks here yet).
    public var mask: CALayer? {
        get { extraValues["mask"] as? CALayer }
        set {
            extraValues["mask"] = newValue
            if newValue != nil { reportUnmodelled("mask") }
        }
    }

    /// The layer's contents (stored; Anima does not draw images here yet).
    public var contents: Any? {
        get { extraValues["contents"] }
        set {
            extraValues["contents"] = newValue
            if newValue != nil { reportUnmodelled("contents") }
        }
    }
}
#endif
