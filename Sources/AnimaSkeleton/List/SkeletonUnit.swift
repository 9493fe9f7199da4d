import AnimaCore

/// One independently built piece of a skeleton scene: the single view, or one cell, header or footer of a list.
public struct SkeletonUnit: Sendable, Hashable {
    /// The id of the unit's own layer (`cell3`, `section1/header`); nil for a single view, whose layers are at the top.
    public var layerID: String?
    /// The view tree, its root's frame origin at the unit's origin (a single view keeps its own frame).
    public var node: ViewNode
    /// The unit's frame on screen.
    public var frame: Rect
    /// The running index of the cell in the list, which seeds its last-line widths.
    public var cellIndex: Int
    /// The list section the unit belongs to, if the list has sections.
    public var section: Int?

    /// Creates a unit.
    public init(layerID: String?, node: ViewNode, frame: Rect, cellIndex: Int, section: Int?) {
        self.layerID = layerID; self.node = node; self.frame = frame; self.cellIndex = cellIndex; self.section = section
    }

    /// The prefix of every layer id inside the unit: `cell3/`, or nothing for a single view.
    public var prefix: String { layerID.map { $0 + "/" } ?? "" }
}
