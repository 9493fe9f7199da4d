#if !canImport(Darwin)
/// The values pushed on a navigation stack (SwiftUI's `NavigationPath`); nothing is pushed headless, so a stack
/// with a path shows its root.
public struct NavigationPath {
    private var elements: [AnyHashable] = []
    /// An empty path.
    public init() {}
    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }
    /// How many values.
    public var count: Int { elements.count }
    /// Whether it is empty.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(value) }
    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

extension NavigationStack {
    /// A stack bound to `path`, showing its root.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) { self.init(content: root) }
    /// A stack bound to a collection path, showing its root.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content) { self.init(content: root) }
}
#endif
