import AnimaCore

/// Splits prepared paragraphs into lines (greedy, at spaces), truncates what does not fit, and places glyphs.
/// All lengths are font units.
struct TextLineBreaker {
    /// One laid-out line: glyphs in visual order.
    struct Line {
        var glyphs: [ShapedRun.Glyph]
        var isSpace: [Bool]
        var isRightToLeft: Bool
        /// Justified lines stretch their spaces; the last line of a paragraph does not.
        var isJustifiable: Bool

        var width: Double { glyphs.reduce(0) { $0 + Double($1.advance) } }

        /// Each glyph with its pen position from the line's left edge.
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
                let spaces = isSpace.filter { $0 }.count
                if isJustifiable, spaces > 0, available > w { x = 0; extraPerSpace = (available - w) / Double(spaces) }
            }
            var out: [(ShapedRun.Glyph, Double)] = []
            out.reserveCapacity(glyphs.count)
            for (i, g) in glyphs.enumerated() {
                out.append((g, x))
                x += Double(g.advance) + (isSpace[i] ? extraPerSpace : 0)
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
            if isWrapped {
                lines += wrap(p)
            } else {
                lines.append(Line(glyphs: p.glyphs, isSpace: p.isSpace, isRightToLeft: p.isRightToLeft, isJustifiable: false))
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
    /// than the line stands alone.
    private func wrap(_ p: PreparedText.Paragraph) -> [Line] {
        let logical = logicalOrder(p.glyphs, p.isSpace, rtl: p.isRightToLeft)
        var words: [[(ShapedRun.Glyph, Bool)]] = []
        var current: [(ShapedRun.Glyph, Bool)] = []
        for (i, item) in logical.enumerated() {
            current.append(item)
            let nextIsWord = i + 1 < logical.count && !logical[i + 1].1
            if item.1 && nextIsWord { words.append(current); current = [] }
        }
        if !current.isEmpty { words.append(current) }
        var lines: [[(ShapedRun.Glyph, Bool)]] = []
        var line: [(ShapedRun.Glyph, Bool)] = []
        for word in words {
            let candidate = line + word
            if !line.isEmpty, Self.trimmedWidth(candidate) > width {
                lines.append(line)
                line = word
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines.enumerated().map { i, l in
            let trimmed = Self.trimmingTrailingSpaces(l)
            let visual = p.isRightToLeft ? Array(trimmed.reversed()) : trimmed
            return Line(glyphs: visual.map(\.0), isSpace: visual.map(\.1), isRightToLeft: p.isRightToLeft,
                        isJustifiable: i < lines.count - 1)
        }
    }

    /// Cuts a line to the width with an ellipsis at the start, middle or end (of the logical order). `force` adds
    /// the ellipsis even when the line fits (text continues on lines that were dropped).
    private func truncate(_ line: Line, _ mode: TruncationMode, force: Bool) -> Line {
        guard force || line.width > width else { return line }
        let logical = logicalOrder(line.glyphs, line.isSpace, rtl: line.isRightToLeft)
        let ellipsis = text.ellipsis.map { ($0, false) }
        let budget = width - text.ellipsis.reduce(0) { $0 + Double($1.advance) }
        var kept: [(ShapedRun.Glyph, Bool)]
        switch mode {
        case .none: return line
        case .end:
            kept = Self.prefix(logical, within: budget) + ellipsis
        case .start:
            kept = ellipsis + Self.prefix(logical.reversed(), within: budget).reversed()
        case .middle:
            let head = Self.prefix(logical, within: budget / 2)
            let used = head.reduce(0) { $0 + Double($1.0.advance) }
            let tail = Self.prefix(logical.dropFirst(head.count).reversed(), within: budget - used)
            kept = head + ellipsis + tail.reversed()
        }
        let visual = line.isRightToLeft ? Array(kept.reversed()) : kept
        return Line(glyphs: visual.map(\.0), isSpace: visual.map(\.1), isRightToLeft: line.isRightToLeft,
                    isJustifiable: false)
    }

    private func logicalOrder(_ glyphs: [ShapedRun.Glyph], _ isSpace: [Bool], rtl: Bool) -> [(ShapedRun.Glyph, Bool)] {
        let pairs = Array(zip(glyphs, isSpace))
        return rtl ? pairs.reversed() : pairs
    }

    private static func prefix<S: Sequence>(_ items: S, within budget: Double) -> [(ShapedRun.Glyph, Bool)]
    where S.Element == (ShapedRun.Glyph, Bool) {
        var out: [(ShapedRun.Glyph, Bool)] = []
        var used = 0.0
        for item in items {
            used += Double(item.0.advance)
            if used > budget { break }
            out.append(item)
        }
        return out
    }

    private static func trimmingTrailingSpaces(_ l: [(ShapedRun.Glyph, Bool)]) -> [(ShapedRun.Glyph, Bool)] {
        var l = l
        while let last = l.last, last.1 { l.removeLast() }
        return l
    }

    private static func trimmedWidth(_ l: [(ShapedRun.Glyph, Bool)]) -> Double {
        trimmingTrailingSpaces(l).reduce(0) { $0 + Double($1.0.advance) }
    }
}
