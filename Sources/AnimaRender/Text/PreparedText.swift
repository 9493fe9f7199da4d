import AnimaCore

/// A text layer's string shaped once (HarfBuzz) with its glyph outlines (FreeType), in font units, ready to be laid
/// out at any size and width without touching the font again.
///
/// Each paragraph (text between newlines) is shaped as one run, so kerning and Arabic joining are HarfBuzz's, and
/// direction, script and language are guessed per paragraph. What is handled: single-direction paragraphs, LTR or
/// RTL (Arabic and Hebrew right to left, right-aligned by `natural`). What is not: the Unicode bidirectional
/// algorithm inside a paragraph (a Latin word inside Arabic text is placed as HarfBuzz's RTL run orders it, not
/// reordered into its own LTR run), vertical text, and hyphenation (wrapping breaks only at spaces).
struct PreparedText: Sendable {
    /// A shaped paragraph: glyphs in visual order and which of them are spaces (the break opportunities).
    struct Paragraph: Sendable {
        let glyphs: [ShapedRun.Glyph]
        let isSpace: [Bool]
        let isRightToLeft: Bool
    }

    let paragraphs: [Paragraph]
    /// The shaped "…" that truncation puts in place of the cut text.
    let ellipsis: [ShapedRun.Glyph]
    /// Outlines in font units, y down, by glyph id.
    let outlines: [UInt32: Path]
    /// Font units per em, ascender, descender (negative) and baseline distance, in font units.
    let unitsPerEm: Double, ascender: Double, descender: Double, lineHeight: Double

    init(_ string: String, font: Font) throws(TextError) {
        let bytes = string.utf8.count
        guard bytes <= ContentLimits.maxStringBytes else {
            throw .stringTooLong(bytes: bytes, limit: ContentLimits.maxStringBytes)
        }
        var outlines: [UInt32: Path] = [:]
        var paragraphs: [Paragraph] = []
        for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            let utf8 = Array(text.utf8)
            let run = font.shape(text)
            let spaces = run.glyphs.map { $0.cluster < utf8.count && utf8[$0.cluster] == 0x20 }
            paragraphs.append(Paragraph(glyphs: run.glyphs, isSpace: spaces, isRightToLeft: run.isRightToLeft))
            for g in run.glyphs where outlines[g.id] == nil { outlines[g.id] = font.outline(g.id) }
        }
        let ellipsis = font.shape("\u{2026}").glyphs
        for g in ellipsis where outlines[g.id] == nil { outlines[g.id] = font.outline(g.id) }
        self.paragraphs = paragraphs
        self.ellipsis = ellipsis
        self.outlines = outlines
        unitsPerEm = Double(font.unitsPerEm)
        ascender = Double(font.ascender); descender = Double(font.descender); lineHeight = Double(font.lineHeight)
    }

    /// The text as one path in the layer's coordinates, laid out in `bounds` at `fontSize` points: the first
    /// baseline sits one ascender below the top, following baselines one line height apart (as CATextLayer draws).
    func path(fontSize: Double, in bounds: Rect, alignment: TextAlignmentMode, isWrapped: Bool,
              truncation: TruncationMode) -> Path {
        guard fontSize > 0, fontSize.isFinite, bounds.isFinite else { return Path() }
        let k = fontSize / unitsPerEm
        let lines = TextLineBreaker(text: self, width: bounds.width / k, height: bounds.height / k)
            .lines(isWrapped: isWrapped, truncation: truncation)
        var elements: [Path.Element] = []
        for (i, line) in lines.enumerated() {
            let baseline = bounds.minY + (ascender + Double(i) * lineHeight) * k
            let placed = line.placed(alignment: alignment, width: bounds.width / k)
            for (glyph, x) in placed {
                guard let outline = outlines[glyph.id], !outline.isEmpty else { continue }
                let t = AffineTransform.scale(k, k)
                    .concatenating(.translation(bounds.minX + (x + Double(glyph.offsetX)) * k,
                                                baseline - Double(glyph.offsetY) * k))
                elements.append(contentsOf: outline.applying(t).elements)
            }
        }
        return Path(elements: elements)
    }
}
