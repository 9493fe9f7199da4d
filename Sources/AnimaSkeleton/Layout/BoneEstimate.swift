import AnimaCore

/// An upper bound on the bones a layout makes, counted from its tree without building anything, so `validate()` can
/// refuse one that would not fit in memory. Counts saturate as doubles, so no product can overflow.
struct BoneEstimate {
    let configuration: SkeletonConfiguration

    /// Bones of the whole layout: the root, or every section's header, cells and footer.
    func bones(of layout: SkeletonLayout) -> Double {
        guard let list = layout.list else { return bones(of: layout.root) }
        let height = layout.canvas.height
        guard !list.sections.isEmpty else {
            let size = list.cellSize ?? layout.root.frame.size
            return cells(list.count, extent: height, stride: size.height + list.spacing) * bones(of: layout.root)
        }
        return list.sections.reduce(0) { total, section in
            let cell = section.cell ?? layout.root
            let size = section.cellSize ?? list.cellSize ?? cell.frame.size
            let header = section.header.map(bones(of:)) ?? 0, footer = section.footer.map(bones(of:)) ?? 0
            return total + header + footer + cells(section.count, extent: height, stride: size.height + list.spacing) * bones(of: cell)
        }
    }

    /// Bones of one view tree: one per view, one per label line, and its nested list's cells.
    func bones(of node: ViewNode) -> Double {
        var total = node.kind == .label ? lines(of: node) : 1
        for child in node.children { total += bones(of: child) }
        if let list = node.list {
            let size = list.effectiveCellSize
            let vertical = list.axis == .vertical
            let extent = vertical ? node.frame.height : node.frame.width
            let stride = (vertical ? size.height : size.width) + list.spacing
            total += cells(list.count, extent: extent, stride: stride) * bones(of: list.cell)
        }
        return total
    }

    private func lines(of node: ViewNode) -> Double {
        let label = LabelLines(frame: node.frame, lineHeight: node.lineHeight ?? configuration.lineHeight,
                               spacing: configuration.lineSpacing, requestedLines: node.lines)
        return Double(node.lines > 0 ? node.lines : label.count)
    }

    private func cells(_ count: ListCount, extent: Double, stride: Double) -> Double {
        if case .fixed(let n) = count { return Double(Swift.max(0, n)) }
        return Double(ListGeometry.count(count, available: extent, stride: stride))
    }
}
