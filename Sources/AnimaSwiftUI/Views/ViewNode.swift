#if !canImport(Darwin)
/// A resolved view: what to draw or how to lay out children, with a stable identity for animation.
struct ViewNode {
    /// The structural identity (path of the view in the tree).
    var key: String
    var kind: Kind
    /// The `.animation(_:value:)` scopes that enclose this node, outermost first.
    var scopes: [AnimationScope]

    indirect enum Kind {
        case shape(AnyShape, ShapeStyling)
        case color(Color)
        case text(String, Font, Color)
        case spacer(CGFloat?)
        case stack(StackLayout, [ViewNode])
        case modified(NodeModifier, ViewNode)
        case keyframed(KeyframedContent)
    }

    /// Wraps this node in a modifier.
    func modified(_ modifier: NodeModifier, key: String, scopes: [AnimationScope]) -> ViewNode {
        ViewNode(key: key, kind: .modified(modifier, self), scopes: scopes)
    }
}

/// An `.animation(_:value:)` around some views: its animation applies to their changes when `value` changed.
struct AnimationScope {
    /// Where the modifier is.
    var key: String
    var animation: Animation?
    var value: AnyHashable
}

/// How a shape is painted.
struct ShapeStyling {
    var fill: Color?
    var stroke: Color?
    var lineWidth: CGFloat = 1
}

/// Modifiers that become layout or layers.
enum NodeModifier {
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                       minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
    case padding(EdgeInsets)
    case offset(CGSize)
    case position(CGPoint)
    case opacity(Double)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    /// A projection about the view's top-left corner, made from its laid-out size (`GeometryEffect`).
    case projection(@MainActor (CGSize) -> ProjectionTransform)
    /// A value for the enclosing custom layout, under its key's type.
    case layoutValue(ObjectIdentifier, Any)
    case background(ViewNode, Alignment)
    case overlay(ViewNode, Alignment)
    case cornerRadius(CGFloat)
    case clipShape(AnyShape)
    case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case identifier(String)
    case onAppear(@MainActor () -> Void)
    case transition(AnyTransition)
}
#endif
