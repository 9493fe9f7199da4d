import AnimaCore

/// Splits prepared paragraphs into lines (greedy, at spaces, in logical order), truncates what does not fit, and
/// places each line's glyphs in visual order. All lengths are font units.
struct TextLineBreaker {
    /// One glyph of a line in logical order: the glyph, whether it is a space, and its embedding level.
    typealias Item = (glyph: ShapedRun.Glyph, isSpace: Bool, level: UInt8)

    /// One laid-out line, in logical order.
    struct Line {
        var items: [Item]
        var isRightToLeft: Bool
        /// Justified lines stretch their spaces; the last line of a paragraph does not.
        var isJustifiable: Bool

        var width: Double { items.reduce(0) { $0 + Double($1.glyph.advance) } }

        /// Each glyph with its pen position from the line's left edge, left to right (UAX #9 rule L2 on the levels).
        func placed(alignment: TextAlignmentMode, width available: Double) -> [(ShapedRun.Glyph, Double)] {
            let w = width
            var x: Double
            var extraPerSpace = 0.0
            switch alignment {
            case .left: x = 0
            case .right: x = available - w
            case .center: x = (available - w) / 2
            case .natural: x = isRightToLeft ? available - w : 0
            case .justified:
                x = isRightToLeft ? available - w : 0
                let spaces = items.filter(\.isSpace).count
                if isJustifiable, spaces > 0, available > w { x = 0; extraPerSpace = (available - w) / Double(spaces) }
            }
            var out: [(ShapedRun.Glyph, Double)] = []
            out.reserveCapacity(items.count)
            for i in BidiParagraph.visualOrder(items.map(\.level)) {
                out.append((items[i].glyph, x))
                x += Double(items[i].glyph.advance) + (items[i].isSpace ? extraPerSpace : 0)
            }
            return out
        }
    }

    let text: PreparedText
    /// The layer's width and height in font units.
    let width: Double, height: Double

    func lines(isWrapped: Bool, truncation: TruncationMode) -> [Line] {
        var lines: [Line] = []
        for p in text.paragraphs {
            let items = Array(zip(p.glyphs, zip(p.isSpace, p.levels))).map { Item($0.0, $0.1.0, $0.1.1) }
            if isWrapped {
                lines += wrap(items, rtl: p.isRightToLeft)
            } else {
                lines.append(Line(items: items, isRightToLeft: p.isRightToLeft, isJustifiable: false))
            }
        }
        guard truncation != .none else { return lines }
        if isWrapped {
            // Lines that fit the height are kept; the last of them carries the ellipsis for the rest.
            let fitting = Swift.max(1, Int(((height - (text.ascender - text.descender)) / text.lineHeight).rounded(.down)) + 1)
            if lines.count > fitting {
                lines = Array(lines.prefix(fitting))
                lines[fitting - 1] = truncate(lines[fitting - 1], truncation, force: true)
            }
            return lines
        }
        return lines.map { truncate($0, truncation, force: false) }
    }

    /// Greedy wrapping in logical order: words are glyphs up to and including the spaces after them; a word wider
    /// than the line is broken before its first glyph that does not fit (Core Text's word wrapping: "at word
    /// boundaries unless the word itself doesn't fit on a single line"), at least one glyph a line.
    private func wrap(_ items: [Item], rtl: Bool) -> [Line] {
        var words: [[Item]] = []
        var current: [Item] = []
        for (i, item) in items.enumerated() {
            current.append(item)
            let nextIsWord = i + 1 < items.count && !items[i + 1].isSpace
            if item.isSpace && nextIsWord { words.append(current); current = [] }
        }
        if !current.isEmpty { words.append(current) }
        var lines: [[Item]] = []
        var line: [Item] = []
        for word in words {
            let candidate = line + word
            if !line.isEmpty, Self.trimmedWidth(candidate) > width {
                lines.append(line)
                line = word
            } else {
                line = candidate
            }
            if line.count > 1, Self.trimmedWidth(line) > width { line = breakingInside(line, into: &lines) }
        }
        lines.append(line)
        return lines.enumerated().map { i, l in
            Line(items: Self.trimmingTrailingSpaces(l), isRightToLeft: rtl, isJustifiable: i < lines.count - 1)
        }
    }

    /// A word wider than the line cut before each glyph that does not fit (spaces, which trail it, hang), at least
    /// one glyph a piece, in one pass; every piece but the last goes into `lines`, the last goes on with the line.
    private func breakingInside(_ word: [Item], into lines: inout [[Item]]) -> [Item] {
        var piece: [Item] = [], used = 0.0
        for item in word {
            let advance = Double(item.glyph.advance)
            if !item.isSpace, !piece.isEmpty, used + advance > width {
                lines.append(piece)
                piece = []
                used = 0
            }
            piece.append(item)
            used += advance
        }
        return piece
    }

    /// Cuts a line to the width with an ellipsis at the start, middle or end (of the logical order), at the
    /// paragraph's level. `force` adds the ellipsis even when the line fits (text continues on lines that were
    /// dropped).
    private func truncate(_ line: Line, _ mode: TruncationMode, force: Bool) -> Line {
        guard force || line.width > width else { return line }
        let logical = line.items
        let level: UInt8 = line.isRightToLeft ? 1 : 0
        let ellipsis = text.ellipsis.map { Item($0, false, level) }
        let budget = width - text.ellipsis.reduce(0) { $0 + Double($1.advance) }
        var kept: [Item]
        switch mode {
        case .none: return line
        case .end:
            kept = Self.prefix(logical, within: budget) + ellipsis
        case .start:
            kept = ellipsis + Self.prefix(logical.reversed(), within: budget).reversed()
        case .middle:
            let head = Self.prefix(logical, within: budget / 2)
            let used = head.reduce(0) { $0 + Double($1.glyph.advance) }
            let tail = Self.prefix(logical.dropFirst(head.count).reversed(), within: budget - used)
            kept = head + ellipsis + tail.reversed()
        }
        return Line(items: kept, isRightToLeft: line.isRightToLeft, isJustifiable: false)
    }

    private static func prefix<S: Sequence>(_ items: S, within budget: Double) -> [Item] where S.Element == Item {
        var out: [Item] = []
        var used = 0.0
        for item in items {
            used += Double(item.glyph.advance)
            if used > budget { break }
            out.append(item)
        }
        return out
    }

    private static func trimmingTrailingSpaces(_ l: [Item]) -> [Item] {
        var l = l
        while let last = l.last, last.isSpace { l.removeLast() }
        return l
    }

    private static func trimmedWidth(_ l: [Item]) -> Double {
        trimmingTrailingSpaces(l).reduce(0) { $0 + Double($1.glyph.advance) }
    }
}
