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
        case .boundsSize, .shadowOffset, .translation: .size
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor: .color
        case .transform: .transform
        case .path: .path
        case .colors: .colors
        case .locations: .numbers
        case .isHidden: .bool
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

    /// Whether values of this key fit in four numbers (number, point, size, rect, colour), the timeline's fast lane.
    public var isVectorLike: Bool {
        switch valueKind {
        case .number, .point, .size, .rect, .color: true
        case .transform, .path, .colors, .numbers, .bool: false
        }
    }
}
