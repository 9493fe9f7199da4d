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
    /// Which of the content store's fonts the outlines come from (glyph masks are shared per font and glyph id).
    let fontID: Int

    init(_ string: String, font: Font, fontID: Int = 0) throws(TextError) {
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
        self.fontID = fontID
        unitsPerEm = Double(font.unitsPerEm)
        ascender = Double(font.ascender); descender = Double(font.descender); lineHeight = Double(font.lineHeight)
    }

    /// The glyphs that have outlines, placed in the layer's coordinates for `bounds` at `fontSize` points: the
    /// first baseline sits one ascender below the top, following baselines one line height apart (as CATextLayer
    /// draws).
    func placedGlyphs(fontSize: Double, in bounds: Rect, alignment: TextAlignmentMode, isWrapped: Bool,
                      truncation: TruncationMode) -> [TextLayout.PlacedGlyph] {
        guard fontSize > 0, fontSize.isFinite, bounds.isFinite else { return [] }
        let k = fontSize / unitsPerEm
        let lines = TextLineBreaker(text: self, width: bounds.width / k, height: bounds.height / k)
            .lines(isWrapped: isWrapped, truncation: truncation)
        var placed: [TextLayout.PlacedGlyph] = []
        for (i, line) in lines.enumerated() {
            let baseline = bounds.minY + (ascender + Double(i) * lineHeight) * k
            for (glyph, x) in line.placed(alignment: alignment, width: bounds.width / k) {
                guard let outline = outlines[glyph.id], !outline.isEmpty else { continue }
                placed.append(.init(id: glyph.id, x: bounds.minX + (x + Double(glyph.offsetX)) * k,
                                    y: baseline - Double(glyph.offsetY) * k))
            }
        }
        return placed
    }

    /// The outlines of placed glyphs as one path, each scaled by `k` (layer units per font unit).
    func path(_ glyphs: [TextLayout.PlacedGlyph], unitScale k: Double) -> Path {
        var elements: [Path.Element] = []
        for glyph in glyphs {
            guard let outline = outlines[glyph.id] else { continue }
            let t = AffineTransform(a: k, b: 0, c: 0, d: k, tx: glyph.x, ty: glyph.y)
            elements.append(contentsOf: outline.applying(t).elements)
        }
        return Path(elements: elements)
    }
}
