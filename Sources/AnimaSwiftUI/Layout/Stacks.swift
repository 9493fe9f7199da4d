#if !canImport(Darwin)
/// How a stack lays out its children.
struct StackLayout {
    enum Axis { case horizontal, vertical, depth }
    var axis: Axis
    var spacing: CGFloat?
    var alignment: Alignment
    /// A custom `Layout`'s pass, which replaces the axis's rules when set.
    var custom: (@MainActor ([ViewNode], Proposal) -> (size: CGSize, frames: [CGRect]))?
}

/// Children side by side, left to right.
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: StackLayout
    let content: Content
    /// A row with `alignment` and `spacing` (nil: 8 pt between views).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
        self.content = content()
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { stackNode(layout, content, context) }
}

/// Children one above another, top to bottom.
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: StackLayout
    let content: Content
    /// A column with `alignment` and `spacing` (nil: 8 pt between views).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center))
        self.content = content()
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { stackNode(layout, content, context) }
}

/// Children on top of one another, aligned.
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: StackLayout
    let content: Content
    /// A stack with `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = StackLayout(axis: .depth, spacing: 0, alignment: alignment)
        self.content = content()
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { stackNode(layout, content, context) }
}

/// A stack's node.
@MainActor
func stackNode<Content: View>(_ layout: StackLayout, _ content: Content, _ context: ResolveContext) -> [ViewNode] {
    [ViewNode(key: context.path, kind: .stack(layout, context.resolve(content, at: "c")), scopes: context.environment.scopes)]
}

/// Flexible space along a stack's axis.
public struct Spacer: View, PrimitiveView {
    /// The least space.
    public var minLength: CGFloat?
    /// A spacer of at least `minLength` (nil: 8 pt).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(key: context.path, kind: .spacer(minLength), scopes: context.environment.scopes)]
    }
}
#endif
