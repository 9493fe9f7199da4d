#if !canImport(Darwin)
/// Rows one above another (SwiftUI's `List`, drawn as a leading-aligned column without separators or scrolling).
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    /// A list of `content`'s rows.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        stackNode(StackLayout(axis: .vertical, spacing: nil, alignment: .leading), content, context)
    }
}

extension List {
    /// A row for each identified element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                     @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// A row for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

/// A form: a `List` of controls.
public struct Form<Content: View>: View, PrimitiveView {
    let list: List<Content>
    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) { list = List(content: content) }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { list.resolve(in: context) }
}

/// A list's section: header, rows, footer in a column.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }
    /// A section with a header and a footer (older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content(); self.header = header; self.footer = footer
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        stackNode(StackLayout(axis: .vertical, spacing: nil, alignment: .leading), TupleView((header, content, footer)), context)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// A section with a header (older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(header: header, footer: EmptyView(), content: content) }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A list's style (accepted; lists are drawn plain headless).
public struct ListStyleChoice: Sendable {
    let name: String
}

extension ListStyleChoice {
    /// Plain.
    public static let plain = ListStyleChoice(name: "plain")
    /// Grouped.
    public static let grouped = ListStyleChoice(name: "grouped")
    /// Inset grouped.
    public static let insetGrouped = ListStyleChoice(name: "insetGrouped")
    /// Inset.
    public static let inset = ListStyleChoice(name: "inset")
    /// Sidebar.
    public static let sidebar = ListStyleChoice(name: "sidebar")
    /// The system's choice.
    public static let automatic = ListStyleChoice(name: "automatic")
}

/// Plain list style (older spelling).
public struct PlainListStyle: Sendable {
    /// The style.
    public init() {}
}

/// Inset grouped list style (older spelling).
public struct InsetGroupedListStyle: Sendable {
    /// The style.
    public init() {}
}

/// Grouped list style (older spelling).
public struct GroupedListStyle: Sendable {
    /// The style.
    public init() {}
}

extension View {
    /// No effect: lists are drawn plain.
    public func listStyle(_ style: ListStyleChoice) -> Self { self }
    /// No effect: lists are drawn plain.
    public func listStyle(_ style: PlainListStyle) -> Self { self }
    /// No effect: lists are drawn plain.
    public func listStyle(_ style: InsetGroupedListStyle) -> Self { self }
    /// No effect: lists are drawn plain.
    public func listStyle(_ style: GroupedListStyle) -> Self { self }
    /// No effect: rows have no background of their own.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }
    /// No effect: rows have no separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
    /// No effect: rows have no insets of their own.
    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }
    /// No effect: lists do not scroll.
    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }
    /// No effect: nothing scrolls headless.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self { self }
    /// No effect: nothing scrolls headless.
    public func scrollDisabled(_ disabled: Bool) -> Self { self }
}

/// Scroll indicators' visibility (accepted, not drawn).
public struct ScrollIndicatorVisibility: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// A vertical edge.
public enum VerticalEdge: Int8, Sendable, Hashable {
    /// The top.
    case top
    /// The bottom.
    case bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all = Set(rawValue: 3)
    }
}
#endif
