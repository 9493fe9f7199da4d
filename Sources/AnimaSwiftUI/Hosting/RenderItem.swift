#if !canImport(Darwin)
/// One layer-to-be: a laid-out view with what it draws, its effects and its children (frames in the parent item's
/// coordinates once nested).
struct RenderItem {
    enum Content {
        case shape(AnyShape, ShapeStyling)
        case color(Color)
        case text(String, Font, Color)
        case container
    }

    var key: String
    var frame: CGRect
    var content: Content
    var children: [RenderItem] = []
    var offset = CGSize.zero
    var scale = CGSize(width: 1, height: 1)
    var rotation = 0.0
    var anchor = UnitPoint.center
    var opacity = 1.0
    var identifier: String?
    var cornerRadius: CGFloat = 0
    var clip: AnyShape?
    var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
    var transition: AnyTransition?
    /// The animation scopes over each animated property (the node that set it decides).
    var scopes: [AnimatedProperty: [AnimationScope]] = [:]
    /// The scopes of the node itself (layout and opacity default).
    var baseScopes: [AnimationScope] = []
    /// Sampled motion from a keyframe animator, by property.
    var tracks: [AnimatedProperty: SampledTrack] = [:]

    /// The scopes over `property`.
    func scopes(for property: AnimatedProperty) -> [AnimationScope] { scopes[property] ?? baseScopes }
}

/// A property's differences from its value at rest on a regular grid from `start` (a keyframe animator's run).
struct SampledTrack {
    var values: [Double]
    var step: Double
    var start: Double
    var repeating: Bool
    var runID: Int
}

/// The scalar properties SwiftUI animates here, with the Core Animation key path each one drives.
enum AnimatedProperty: String, CaseIterable, Hashable {
    case x = "position.x", y = "position.y", width = "bounds.size.width", height = "bounds.size.height"
    case opacity
    case offsetX = "transform.translation.x", offsetY = "transform.translation.y"
    case scaleX = "transform.scale.x", scaleY = "transform.scale.y"
    case rotation = "transform.rotation.z"
    case cornerRadius

    /// The value of this property for `item`.
    func value(of item: RenderItem) -> Double {
        switch self {
        case .x: Double(item.frame.minX + item.frame.width * item.anchor.x)
        case .y: Double(item.frame.minY + item.frame.height * item.anchor.y)
        case .width: Double(item.frame.width)
        case .height: Double(item.frame.height)
        case .opacity: item.opacity
        case .offsetX: Double(item.offset.width)
        case .offsetY: Double(item.offset.height)
        case .scaleX: Double(item.scale.width)
        case .scaleY: Double(item.scale.height)
        case .rotation: item.rotation
        case .cornerRadius: Double(item.effectiveCornerRadius)
        }
    }
}

extension RenderItem {
    /// The layer corner radius that draws the item's box shape (or its cornerRadius modifier).
    var effectiveCornerRadius: CGFloat {
        if case .shape(let shape, _) = content, let box = shape.box {
            switch box {
            case .rectangle: return cornerRadius
            case .rounded(let r): return min(r, frame.width / 2, frame.height / 2)
            case .capsule, .circle: return min(frame.width, frame.height) / 2
            }
        }
        return cornerRadius
    }
}
#endif
