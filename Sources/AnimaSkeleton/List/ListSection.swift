import AnimaCore

/// One section of a skeleton list: an optional header, cells, an optional footer, and when its data arrives.
public struct ListSection: Sendable, Hashable {
    /// Drawn above the cells; its frame's origin x and size are used, its y follows the previous section.
    public var header: ViewNode?
    /// The cell of this section; nil repeats the layout's root.
    public var cell: ViewNode?
    /// The size of every cell; nil takes the cell's frame size.
    public var cellSize: Size?
    /// How many cells; `.fill` fills what is left of the canvas.
    public var count: ListCount
    /// Drawn below the cells.
    public var footer: ViewNode?
    /// When this section's data arrives, overriding the reveal's time for this section only.
    public var dataArrival: Double?

    /// Creates a section.
    public init(header: ViewNode? = nil, cell: ViewNode? = nil, cellSize: Size? = nil, count: ListCount = .fixed(1),
                footer: ViewNode? = nil, dataArrival: Double? = nil) {
        self.header = header; self.cell = cell; self.cellSize = cellSize; self.count = count
        self.footer = footer; self.dataArrival = dataArrival
    }
}
