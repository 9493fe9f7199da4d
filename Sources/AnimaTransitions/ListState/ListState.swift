import AnimaCore

/// One moment of a list: its items, the part of it on screen, and whether this is the list's first load.
public struct ListState: Sendable, Hashable {
    /// The surface the list is drawn on.
    public var canvas: Scene.Canvas
    /// The visible part of the content.
    public var viewport: Viewport
    /// Whether this state is the list's first load, which is not animated unless asked.
    public var isFirstLoad: Bool
    /// The items in list order; ids are meant to be unique.
    public var items: [ListItem]
    /// The file's top-level `comment`: what the state shows, for people reading it.
    public var comment: String?

    /// Creates a list state.
    public init(canvas: Scene.Canvas, viewport: Viewport? = nil, isFirstLoad: Bool = false, items: [ListItem]) {
        self.canvas = canvas
        self.viewport = viewport ?? Viewport(size: Size(canvas.width, canvas.height))
        self.isFirstLoad = isFirstLoad
        self.items = items
    }

    /// The items' ids in list order.
    public var ids: [String] { items.map(\.id) }
}
