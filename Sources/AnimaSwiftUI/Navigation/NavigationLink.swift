#if !canImport(Darwin)
/// A link to another view, shown as its label (SwiftUI's `NavigationLink`; nothing is pushed headless).
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    /// A link showing `label` that would push `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link showing `label` that would push `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A link bound to `isActive` (older form).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(label, at: "l") }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that would push `destination`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) { self.init(destination: destination) { Text(title) } }
    /// A link titled `title` that would push `destination`.
    public init(_ title: String, destination: Destination) { self.init(destination: destination) { Text(title) } }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that would push the destination registered for `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.init(destination: EmptyView(), label: label) }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
    /// A link titled `title` that would push the destination registered for `value`.
    public init<P: Hashable>(_ title: String, value: P?) { self.init(destination: EmptyView()) { Text(title) } }
}
#endif
