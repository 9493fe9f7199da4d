#if !canImport(Darwin)
/// Views laid out by a custom layout (what calling a `Layout` with content makes).
public struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    /// A layout with animatable data is evaluated along its interpolated data, as an `Animatable` view's body is, so
    /// its subviews follow the layout's path (an arc for a turning radial layout), not straight lines.
    func resolve(in context: ResolveContext) -> [ViewNode] {
        if L.AnimatableData.self == EmptyAnimatableData.self { return [node(layout, context)] }
        return AnimatableDriver<L>.nodes(layout, in: context) { l in [node(l, context)] }
    }

    private func node(_ layout: L, _ context: ResolveContext) -> ViewNode {
        var stack = StackLayout(axis: .depth, spacing: 0, alignment: .center)
        stack.custom = { children, p in layout.frames(children, p) }
        return ViewNode(key: context.path, kind: .stack(stack, context.resolve(content, at: "c")), scopes: context.environment.scopes)
    }
}
#endif
