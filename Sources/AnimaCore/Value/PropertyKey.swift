/// An animatable property, named by its Core Animation key path.
public enum PropertyKey: String, Sendable, Hashable, CaseIterable {
    /// The layer's anchor point in its superlayer's coordinates.
    case position
    /// The x of `position`.
    case positionX = "position.x"
    /// The y of `position`.
    case positionY = "position.y"
    /// The layer's own rectangle: origin and size.
    case bounds
    /// The origin of `bounds`, which shifts the sublayers' coordinates.
    case boundsOrigin = "bounds.origin"
    /// The size of `bounds`.
    case boundsSize = "bounds.size"
    /// The width of `bounds`.
    case boundsWidth = "bounds.size.width"
    /// The height of `bounds`.
    case boundsHeight = "bounds.size.height"
    /// The pivot, in unit coordinates of the bounds; `position` places it.
    case anchorPoint
    /// The drawing order among siblings: higher draws later.
    case zPosition
    /// The opacity of the layer and its sublayers, 0…1.
    case opacity
    /// Whether the layer and its sublayers are not drawn.
    case isHidden
    /// The fill behind the layer's content, inside its rounded bounds.
    case backgroundColor
    /// The radius of the rounded corners of the background and border.
    case cornerRadius
    /// The width of the border drawn inside the bounds.
    case borderWidth
    /// The colour of the border.
    case borderColor
    /// The colour of the drop shadow.
    case shadowColor
    /// The opacity of the drop shadow, 0…1; 0 draws none.
    case shadowOpacity
    /// The drop shadow's offset.
    case shadowOffset
    /// The blur radius of the drop shadow.
    case shadowRadius
    /// The whole 3D transform, applied about the anchor point.
    case transform
    /// The rotation about z in radians, as `transform.rotation.z`.
    case rotation = "transform.rotation"
    /// The rotation about x in radians.
    case rotationX = "transform.rotation.x"
    /// The rotation about y in radians.
    case rotationY = "transform.rotation.y"
    /// The rotation about z in radians (positive is clockwise on screen).
    case rotationZ = "transform.rotation.z"
    /// The scale of x and y together.
    case scale = "transform.scale"
    /// The scale of x.
    case scaleX = "transform.scale.x"
    /// The scale of y.
    case scaleY = "transform.scale.y"
    /// The scale of z.
    case scaleZ = "transform.scale.z"
    /// The translation in x and y.
    case translation = "transform.translation"
    /// The translation in x.
    case translationX = "transform.translation.x"
    /// The translation in y.
    case translationY = "transform.translation.y"
    /// The translation in z.
    case translationZ = "transform.translation.z"
    /// The 3D transform applied to the sublayers, about the anchor point (perspective lives here).
    case sublayerTransform
    /// The `sublayerTransform.rotation` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotation = "sublayerTransform.rotation"
    /// The `sublayerTransform.rotation.x` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotationX = "sublayerTransform.rotation.x"
    /// The `sublayerTransform.rotation.y` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotationY = "sublayerTransform.rotation.y"
    /// The `sublayerTransform.rotation.z` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerRotationZ = "sublayerTransform.rotation.z"
    /// The `sublayerTransform.scale` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScale = "sublayerTransform.scale"
    /// The `sublayerTransform.scale.x` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScaleX = "sublayerTransform.scale.x"
    /// The `sublayerTransform.scale.y` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScaleY = "sublayerTransform.scale.y"
    /// The `sublayerTransform.scale.z` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerScaleZ = "sublayerTransform.scale.z"
    /// The `sublayerTransform.translation` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslation = "sublayerTransform.translation"
    /// The `sublayerTransform.translation.x` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslationX = "sublayerTransform.translation.x"
    /// The `sublayerTransform.translation.y` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslationY = "sublayerTransform.translation.y"
    /// The `sublayerTransform.translation.z` part of `sublayerTransform`, as its `transform.*` counterpart.
    case sublayerTranslationZ = "sublayerTransform.translation.z"
    /// Whether the layer is drawn when it faces away from the viewer.
    case isDoubleSided
    /// Replicators: how many copies of the sublayers are drawn (0…10,000).
    case instanceCount
    /// Replicators: the time offset, in seconds, between successive instances.
    case instanceDelay
    /// Replicators: the transform applied once more to each successive instance.
    case instanceTransform
    /// Replicators: the colour the first instance's sublayers are multiplied by.
    case instanceColor
    /// Replicators: added to the red of the instance colour for each successive instance.
    case instanceRedOffset
    /// Replicators: added to the green of the instance colour for each successive instance.
    case instanceGreenOffset
    /// Replicators: added to the blue of the instance colour for each successive instance.
    case instanceBlueOffset
    /// Replicators: added to the alpha of the instance colour for each successive instance.
    case instanceAlphaOffset
    /// A gradient layer's colour stops.
    case colors
    /// A gradient layer's stop locations, 0…1.
    case locations
    /// Where a gradient starts, in unit coordinates of the bounds.
    case startPoint
    /// Where a gradient ends, in unit coordinates of the bounds.
    case endPoint
    /// A shape layer's path.
    case path
    /// A shape layer's fill colour.
    case fillColor
    /// A shape layer's stroke colour.
    case strokeColor
    /// A shape layer's stroke width.
    case lineWidth
    /// A shape layer's limit on the length of mitred joins, in line widths.
    case miterLimit
    /// Where along the path a shape layer's stroke starts, 0…1.
    case strokeStart
    /// Where along the path a shape layer's stroke ends, 0…1.
    case strokeEnd
    /// How far into the dash pattern a shape layer's stroke starts.
    case lineDashPhase
    /// The `contentsRect` property.
    case contentsRect
    /// The `contentsCenter` property.
    case contentsCenter
    /// The `contentsScale` property.
    case contentsScale
    /// The `fontSize` property.
    case fontSize
    /// The `foregroundColor` property.
    case foregroundColor

    /// Parses a key path, also accepting Core Animation's `hidden` for `isHidden`.
    public init?(keyPath: String) {
        if keyPath == "hidden" { self = .isHidden; return }
        self.init(rawValue: keyPath)
    }

    /// The Core Animation key path.
    public var keyPath: String { rawValue }

    /// The type of value the property takes.
    public var valueKind: ValueKind {
        switch self {
        case .position, .anchorPoint, .startPoint, .endPoint, .boundsOrigin: .point
        case .boundsSize, .shadowOffset, .translation, .sublayerTranslation: .size
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .instanceColor, .foregroundColor: .color
        case .transform, .sublayerTransform, .instanceTransform: .transform
        case .path: .path
        case .colors: .colors
        case .locations: .numbers
        case .isHidden, .isDoubleSided: .bool
        default: .number
        }
    }

    /// Whether this is one of the `transform.*` value-function key paths, which animate a part of the transform.
    public var isTransformComponent: Bool {
        switch self {
        case .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ,
             .translation, .translationX, .translationY, .translationZ: true
        default: false
        }
    }

    /// Whether this is one of the `sublayerTransform.*` key paths, which animate a part of the sublayer transform.
    public var isSublayerTransformComponent: Bool { sublayerCounterpart != nil }

    /// The `transform.*` key naming the same part as this `sublayerTransform.*` key, nil for other keys.
    public var sublayerCounterpart: PropertyKey? {
        switch self {
        case .sublayerRotation: .rotation
        case .sublayerRotationX: .rotationX
        case .sublayerRotationY: .rotationY
        case .sublayerRotationZ: .rotationZ
        case .sublayerScale: .scale
        case .sublayerScaleX: .scaleX
        case .sublayerScaleY: .scaleY
        case .sublayerScaleZ: .scaleZ
        case .sublayerTranslation: .translation
        case .sublayerTranslationX: .translationX
        case .sublayerTranslationY: .translationY
        case .sublayerTranslationZ: .translationZ
        default: nil
        }
    }

    /// Whether values of this key fit in four numbers (number, point, size, rect, colour), the timeline's fast lane.
    public var isVectorLike: Bool {
        switch valueKind {
        case .number, .point, .size, .rect, .color: true
        case .transform, .path, .colors, .numbers, .bool: false
        }
    }
}
