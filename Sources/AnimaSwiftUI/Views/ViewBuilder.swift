#if !canImport(Darwin)
/// Builds views from a closure of view statements.
@resultBuilder @MainActor @preconcurrency
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `else` branch.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// An availability check.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views written one after another.
public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public var value: T
    /// Wraps `value`.
    public init(_ value: T) { self.value = value }
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var index = 0
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { nodes += context.resolve(view, at: "\(index)") }
            index += 1
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): context.resolve(view, at: "t")
        case .falseContent(let view): context.resolve(view, at: "f")
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Primitive.
    public var body: EmptyView { EmptyView() }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [ViewNode] {
        switch self {
        case .some(let view): context.resolve(view, at: "s")
        case .none: []
        }
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    let view: any View
    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { self.view = view }
    /// Erases `view`'s type, if it is a view.
    public init?(erasing view: Any) {
        guard let v = view as? any View else { return nil }
        self.view = v
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view, at: "\(type(of: view))") }
}

/// Views grouped without a layout of their own.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, at: "g") }
}

/// Views made from a collection, identified by the elements' ids.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection.
    public var data: Data
    /// The view of an element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Views for `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content; self.id = { $0[keyPath: id] }
    }

    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        data.flatMap { element in context.resolve(content(element), at: "#\(id(element))") }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
#endif
