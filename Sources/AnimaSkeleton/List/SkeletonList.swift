import AnimaCore

/// The layout's root repeated as the cells of a list, top to bottom, optionally in sections.
public struct SkeletonList: Sendable, Hashable {
    /// How many cells when there are no sections.
    public var count: ListCount
    /// Gap between cells.
    public var spacing: Double
    /// The size of every cell; nil takes the root's frame size.
    public var cellSize: Size?
    /// Sections; empty means one plain run of cells without `section<s>/` prefixes.
    public var sections: [ListSection]
    /// Gap between sections.
    public var sectionSpacing: Double

    /// Creates a list.
    public init(count: ListCount = .fill, spacing: Double = 0, cellSize: Size? = nil, sections: [ListSection] = [],
                sectionSpacing: Double = 0) {
        self.count = count; self.spacing = spacing; self.cellSize = cellSize; self.sections = sections
        self.sectionSpacing = sectionSpacing
    }
}
