import AnimaCore

/// Places the units of a layout: the single view, or the list's cells (and sections' headers and footers) stacked
/// from the root's top edge down the canvas.
enum ListLayout {
    static func units(of layout: SkeletonLayout) -> [SkeletonUnit] {
        guard let list = layout.list else {
            let canvas = Rect(0, 0, layout.canvas.width, layout.canvas.height)
            return [SkeletonUnit(layerID: nil, node: layout.root, frame: canvas, cellIndex: 0, section: nil)]
        }
        var stacker = Stacker(canvasHeight: layout.canvas.height, y: layout.root.frame.minY)
        guard !list.sections.isEmpty else {
            stacker.cells(layout.root, size: list.cellSize ?? layout.root.frame.size, count: list.count,
                          spacing: list.spacing, prefix: "", section: nil)
            return stacker.units
        }
        for (s, section) in list.sections.enumerated() {
            let prefix = "section\(s)/"
            if let header = section.header { stacker.single(header, id: prefix + "header", section: s) }
            let cell = section.cell ?? layout.root
            let size = section.cellSize ?? (section.cell == nil ? list.cellSize : nil) ?? cell.frame.size
            stacker.cells(cell, size: size, count: section.count, spacing: list.spacing, prefix: prefix, section: s)
            if let footer = section.footer { stacker.single(footer, id: prefix + "footer", section: s) }
            stacker.y += list.sectionSpacing
        }
        return stacker.units
    }

    /// Walks down the canvas placing units.
    private struct Stacker {
        let canvasHeight: Double
        var y: Double
        var units: [SkeletonUnit] = []
        var cellIndex = 0

        init(canvasHeight: Double, y: Double) { self.canvasHeight = canvasHeight; self.y = y }

        mutating func single(_ node: ViewNode, id: String, section: Int) {
            place(node, id: id, frame: Rect(node.frame.minX, y, node.frame.width, node.frame.height), section: section)
            y += node.frame.height
        }

        mutating func cells(_ node: ViewNode, size: Size, count: ListCount, spacing: Double, prefix: String,
                            section: Int?) {
            let stride = size.height + spacing
            let n = ListGeometry.count(count, available: canvasHeight - y, stride: stride)
            for k in 0..<n {
                place(node, id: "\(prefix)cell\(k)", frame: Rect(node.frame.minX, y, size.width, size.height),
                      section: section)
                y += stride
            }
            if n > 0 { y -= spacing }
        }

        private mutating func place(_ node: ViewNode, id: String, frame: Rect, section: Int?) {
            var cell = node
            cell.frame = Rect(origin: .zero, size: frame.size)
            units.append(SkeletonUnit(layerID: id, node: cell, frame: frame, cellIndex: cellIndex, section: section))
            cellIndex += 1
        }
    }
}
