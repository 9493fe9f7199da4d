import AnimaCore

/// A list nested in a view: one cell description repeated along an axis inside the view's frame.
public struct ListTemplate: Sendable, Hashable {
    /// The cell; its frame's size is the cell size unless `cellSize` is given, its origin is ignored.
    public var cell: ViewNode
    /// The size of every cell; nil takes the cell's frame size.
    public var cellSize: Size?
    /// How many cells.
    public var count: ListCount
    /// Gap between cells.
    public var spacing: Double
    /// The stacking direction.
    public var axis: ListAxis

    /// Creates a list template.
    public init(cell: ViewNode, cellSize: Size? = nil, count: ListCount = .fill, spacing: Double = 0,
                axis: ListAxis = .horizontal) {
        self.cell = cell; self.cellSize = cellSize; self.count = count; self.spacing = spacing; self.axis = axis
    }

    /// The size each cell takes.
    public var effectiveCellSize: Size { cellSize ?? cell.frame.size }
}
