#if !canImport(Darwin)
/// The view a `keyframeAnimator` or `phaseAnimator` modifies, as its content closure receives it.
public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
    let content: Value
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, at: "p") }
}
#endif
