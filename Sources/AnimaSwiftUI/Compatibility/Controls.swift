#if !canImport(Darwin)
/// A button: its label is shown; there are no touches headless, so tests call the action themselves.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    /// The action (call it to simulate a tap).
    public let action: @MainActor () -> Void

    /// A button with a label view.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action; self.label = label()
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(label, at: "l") }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a text label and a symbol (the symbol is not shown).
    public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// Lays out its content with the proposed size (SwiftUI's `GeometryReader`).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// A reader whose content sees the proposed size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(content(GeometryProxy(size: context.environment.containerSize ?? context.graph.proposedSize)), at: "g")
    }
}

/// The geometry a `GeometryReader` offers: the size of its nearest enclosing fixed frame, else the host's.
public struct GeometryProxy {
    /// The size offered.
    public let size: CGSize
    /// The frame in a coordinate space (the host's bounds here).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space.
public enum CoordinateSpace: Sendable {
    /// The view's own.
    case local
    /// The window's.
    case global
    /// A named one.
    case named(String)
}

/// A navigation container, shown as its content.
public struct NavigationStack<Content: View>: View, PrimitiveView {
    let content: Content
    /// A stack showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, at: "n") }
}

/// A scrolling container, shown as its content (no scrolling headless).
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content
    /// A scroll view of `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, at: "s") }
}

extension Axis {
    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// x.
        public static let horizontal = Set(rawValue: 1)
        /// y.
        public static let vertical = Set(rawValue: 2)
    }
}
#endif
