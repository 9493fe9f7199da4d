#if !canImport(Darwin)
/// Views in rows of the given columns (SwiftUI's `LazyVGrid`; every cell is made, as nothing scrolls headless).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, rows `spacing` apart.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [GridTracks.node(columns, cells: context.resolve(content, at: "c"), vertical: true, spacing: spacing,
                         alignment: Alignment(horizontal: alignment, vertical: .center), context: context)]
    }
}

/// Views in columns of the given rows (SwiftUI's `LazyHGrid`).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, columns `spacing` apart.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [GridTracks.node(rows, cells: context.resolve(content, at: "c"), vertical: false, spacing: spacing,
                         alignment: Alignment(horizontal: .center, vertical: alignment), context: context)]
    }
}

/// A column made lazily in SwiftUI; every view is made headless, so it is a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let stack: VStack<Content>
    /// A column with `alignment` and `spacing`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { stack.resolve(in: context) }
}

/// A row made lazily in SwiftUI; every view is made headless, so it is an `HStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let stack: HStack<Content>
    /// A row with `alignment` and `spacing`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { stack.resolve(in: context) }
}
#endif
