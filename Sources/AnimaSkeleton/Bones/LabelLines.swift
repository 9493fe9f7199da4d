import AnimaCore

/// Where a label's line bones go: SkeletonView's rule of lines of a fixed height and spacing, vertically centred in
/// the label as UILabel centres its text, every line full width except the last.
struct LabelLines {
    let frame: Rect
    let lineHeight: Double
    let spacing: Double
    let requestedLines: Int

    /// The number of lines: the requested count, or for 0 as many whole lines as fit (at least one).
    var count: Int {
        if requestedLines > 0 { return requestedLines }
        let fitting = ((frame.height + spacing) / (lineHeight + spacing) + 1e-9).rounded(.down)
        return Swift.max(1, fitting.isFinite ? Int(Swift.min(fitting, 10_000)) : 1)
    }

    /// The full-width rectangle of each line.
    var rects: [Rect] {
        let n = count
        let block = Double(n) * lineHeight + Double(n - 1) * spacing
        let top = frame.minY + (frame.height - block) / 2
        return (0..<n).map { k in
            Rect(frame.minX, top + Double(k) * (lineHeight + spacing), frame.width, lineHeight)
        }
    }

    /// `line` shortened to `fill` of its width and placed by `alignment` in a label written in `direction`.
    static func shortened(_ line: Rect, fill: Double, alignment: TextAlignment, direction: LayoutDirection) -> Rect {
        let width = line.width * fill
        let x: Double
        switch alignment {
        case .left: x = line.minX
        case .right: x = line.maxX - width
        case .center: x = line.midX - width / 2
        case .natural, .justified: x = direction.isRightToLeft ? line.maxX - width : line.minX
        }
        return Rect(x, line.minY, width, line.height)
    }
}
