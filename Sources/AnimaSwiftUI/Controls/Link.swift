#if !canImport(Darwin)
/// A link to a URL (SwiftUI's `Link`), shown as its label; nothing is opened headless.
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    /// A link showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(label, at: "l") }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init(_ title: String, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// Tabs (SwiftUI's `TabView`), shown as the first tab's view (no tab bar is drawn).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// Tabs bound to `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let tabs = context.resolve(content, at: "tabs")
        return tabs.first.map { [$0] } ?? []
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs without a selection binding.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension View {
    /// No effect: tab views have one style.
    public func tabViewStyle<S>(_ style: S) -> Self { self }
}

/// The paging tab style (accepted).
public struct PageTabViewStyle: Sendable {
    /// The style.
    public init() {}
}
#endif
