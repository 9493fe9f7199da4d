#if !canImport(Darwin)
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

    /// Whether sublayers are clipped to the bounds (not animatable; a recording switches at the instant it changed).
    public var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { setUnanimated { $0.masksToBounds = newValue } }
    }

    /// The corners `cornerRadius` rounds (all four by default; not animatable).
    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(modelValues.maskedCorners.rawValue)) }
        set { setUnanimated { $0.maskedCorners = CornerMask(rawValue: Int(newValue.rawValue & 15)) } }
    }

    /// How the contents are sampled when drawn smaller than their pixels (not animatable).
    public var minificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: modelValues.minificationFilter.rawValue) }
        set { setUnanimated { $0.minificationFilter = ContentsFilter(rawValue: newValue.rawValue) ?? .linear } }
    }

    /// How the contents are sampled when drawn larger than their pixels (not animatable).
    public var magnificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: modelValues.magnificationFilter.rawValue) }
        set { setUnanimated { $0.magnificationFilter = ContentsFilter(rawValue: newValue.rawValue) ?? .linear } }
    }

    /// The transform applied to the sublayers about the anchor point (`m34` gives them perspective).
    public var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform.ca }
        set { setModel(.sublayerTransform, .transform(Transform3D(ca: newValue))) }
    }

    /// Whether the back of the layer is drawn when it turns away from the viewer.
    public var isDoubleSided: Bool {
        get { modelValues.isDoubleSided }
        set { setModel(.isDoubleSided, .bool(newValue)) }
    }

    /// A layer whose alpha masks this layer and its sublayers, in this layer's coordinates; it has no superlayer.
    ///
    /// A layer that is this layer or one of its ancestors cannot be its mask (Core Animation would loop): reported
    /// and ignored.
    public var mask: CALayer? {
        get { maskLayer }
        set {
            if let newValue, sequence(first: self, next: { $0.timeParent }).contains(where: { $0 === newValue }) {
                AnimaDiagnostics.report(layer: displayName, keyPath: "mask", "a layer cannot be masked by itself or an ancestor; ignored")
                return
            }
            newValue?.removeFromSuperlayer()
            newValue?.maskOwner?.maskLayer = nil
            maskLayer?.maskOwner = nil
            maskLayer = newValue
            newValue?.maskOwner = self
            newValue?.enterTree()
        }
    }

    /// The image the layer shows: a `CGImage` (other types are reported and ignored). Not animated: a recording
    /// switches images at the instant they changed.
    public var contents: Any? {
        get { extraValues["contents"] }
        set {
            switch newValue {
            case nil: setUnanimated { $0.contents = nil }
            case let image as CGImage: setUnanimated { $0.contents = image.contents }
            default:
                AnimaDiagnostics.report(layer: displayName, keyPath: "contents",
                                        "contents must be a CGImage, not a \(AnyValue.typeName(newValue)); ignored")
                return
            }
            extraValues["contents"] = newValue
        }
    }

    /// How the contents are placed in the bounds (not animatable).
    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(modelValues.contentsGravity) }
        set {
            guard let gravity = ContentsGravity(rawValue: newValue.rawValue) else {
                AnimaDiagnostics.report(layer: displayName, keyPath: "contentsGravity", "unknown gravity '\(newValue.rawValue)'; ignored")
                return
            }
            setUnanimated { $0.contentsGravity = gravity }
        }
    }

    /// The part of the contents image shown, in unit coordinates of the image.
    public var contentsRect: CGRect {
        get { modelValues.contentsRect.cg }
        set { setModel(.contentsRect, .rect(Rect(cg: newValue))) }
    }

    /// The stretchable middle of the contents image (nine-slice), in unit coordinates of the image.
    public var contentsCenter: CGRect {
        get { modelValues.contentsCenter.cg }
        set { setModel(.contentsCenter, .rect(Rect(cg: newValue))) }
    }

    /// Image pixels per point of the contents.
    public var contentsScale: CGFloat {
        get { CGFloat(modelValues.contentsScale) }
        set { setModel(.contentsScale, .number(Double(newValue))) }
    }
}
#endif
