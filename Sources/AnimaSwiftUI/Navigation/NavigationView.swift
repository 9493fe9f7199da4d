#if !canImport(Darwin)
/// A navigation container, shown as its root content (SwiftUI's older `NavigationView`; no bar is drawn).
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, at: "n") }
}

/// A two- or three-column navigation container, shown as its detail column headless.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View, PrimitiveView {
    let detail: Detail
    /// A split view of a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.detail = detail() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(detail, at: "d") }
}

/// A navigation view's style (accepted, not drawn).
public struct StackNavigationViewStyle: Sendable {
    /// The stack style.
    public init() {}
}

extension View {
    /// No effect: navigation views have one style headless.
    public func navigationViewStyle(_ style: StackNavigationViewStyle) -> Self { self }
}
#endif
