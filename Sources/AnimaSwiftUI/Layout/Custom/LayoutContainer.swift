#if !canImport(Darwin)
/// Views laid out by a custom layout (what calling a `Layout` with content makes).
public struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let layout = self.layout
        var stack = StackLayout(axis: .depth, spacing: 0, alignment: .center)
        stack.custom = { children, p in layout.frames(children, p) }
        return [ViewNode(key: context.path, kind: .stack(stack, context.resolve(content, at: "c")), scopes: context.environment.scopes)]
    }
}
#endif
