#if !canImport(Darwin)
/// Gives its content a proxy that scrolls to identified views (SwiftUI's `ScrollViewReader`).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content
    /// A reader whose content receives the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content(ScrollViewProxy()), at: "r") }
}
#endif
