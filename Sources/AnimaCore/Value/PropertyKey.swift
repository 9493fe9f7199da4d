/// An animatable property, named by its Core Animation key path.
public enum PropertyKey: String, Sendable, Hashable, CaseIterable {
    case position
    case positionX = "position.x"
    case positionY = "position.y"
    case bounds
    case boundsOrigin = "bounds.origin"
    case boundsSize = "bounds.size"
    case boundsWidth = "bounds.size.width"
    case boundsHeight = "bounds.size.height"
    case anchorPoint
    case zPosition
    case opacity
    case isHidden
    case backgroundColor
    case cornerRadius
    case borderWidth
    case borderColor
    case shadowColor
    case shadowOpacity
    case shadowOffset
    case shadowRadius
    case transform
    case rotation = "transform.rotation"
    case rotationX = "transform.rotation.x"
    case rotationY = "transform.rotation.y"
    case rotationZ = "transform.rotation.z"
    case scale = "transform.scale"
    case scaleX = "transform.scale.x"
    case scaleY = "transform.scale.y"
    case scaleZ = "transform.scale.z"
    case translation = "transform.translation"
    case translationX = "transform.translation.x"
    case translationY = "transform.translation.y"
    case translationZ = "transform.translation.z"
    case sublayerTransform
    case sublayerRotation = "sublayerTransform.rotation"
    case sublayerRotationX = "sublayerTransform.rotation.x"
    case sublayerRotationY = "sublayerTransform.rotation.y"
    case sublayerRotationZ = "sublayerTransform.rotation.z"
    case sublayerScale = "sublayerTransform.scale"
    case sublayerScaleX = "sublayerTransform.scale.x"
    case sublayerScaleY = "sublayerTransform.scale.y"
    case sublayerScaleZ = "sublayerTransform.scale.z"
    case sublayerTranslation = "sublayerTransform.translation"
    case sublayerTranslationX = "sublayerTransform.translation.x"
    case sublayerTranslationY = "sublayerTransform.translation.y"
    case sublayerTranslationZ = "sublayerTransform.translation.z"
    case isDoubleSided
    case instanceCount
    case instanceDelay
    case instanceTransform
    case instanceColor
    case instanceRedOffset
    case instanceGreenOffset
    case instanceBlueOffset
    case instanceAlphaOffset
    case colors
    case locations
    case startPoint
    case endPoint
    case path
    case fillColor
    case strokeColor
    case lineWidth
    case miterLimit
    case strokeStart
    case strokeEnd
    case lineDashPhase
    case contentsRect
    case contentsCenter
    case contentsScale
    case fontSize
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
