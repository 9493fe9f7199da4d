import AnimaCore

/// A text layer's string shaped once (HarfBuzz) with its glyph outlines (FreeType), in font units, ready to be laid
/// out at any size and width without touching the font again.
///
/// Each paragraph (text between newlines) is split by the Unicode bidirectional algorithm (UAX #9, GNU FriBidi) into
/// runs of one embedding level; each run is shaped by HarfBuzz in its direction with the rest of the paragraph as
/// context, so kerning and Arabic joining are HarfBuzz's, and a Latin word inside Arabic text (or an Arabic one
/// inside Latin) reads in its own direction. Lines are broken in logical order and each line is then put in visual
/// order (rule L2). The paragraph's direction comes from its first strong character (rules P2, P3), so Arabic and
/// Hebrew paragraphs are right-aligned by `natural`. Not handled: explicit embedding controls beyond what FriBidi
/// resolves on its own, mirrored glyphs for brackets in right-to-left runs other than HarfBuzz's, vertical text, and
/// hyphenation (wrapping breaks only at spaces).
struct PreparedText: Sendable {
    /// A shaped paragraph in logical order: each run's glyphs in reading order, with their embedding levels (odd: right
    /// to left) and which of them are spaces (the break opportunities).
    struct Paragraph: Sendable {
        let glyphs: [ShapedRun.Glyph]
        let levels: [UInt8]
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
            let paragraph = Self.shape(String(line), font)
            paragraphs.append(paragraph)
            for g in paragraph.glyphs where outlines[g.id] == nil { outlines[g.id] = font.outline(g.id) }
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

    /// One paragraph shaped run by run in logical order (a right-to-left run's glyphs, which HarfBuzz gives in visual
    /// order, reversed into reading order).
    private static func shape(_ text: String, _ font: Font) -> Paragraph {
        let utf8 = Array(text.utf8)
        let bidi = BidiParagraph(text)
        var glyphs: [ShapedRun.Glyph] = [], levels: [UInt8] = []
        for run in bidi.runs {
            let shaped = font.shape(utf8, run: run.bytes, rightToLeft: run.isRightToLeft)
            glyphs += run.isRightToLeft ? shaped.reversed() : shaped
            levels += Array(repeating: run.level, count: shaped.count)
        }
        let spaces = glyphs.map { $0.cluster < utf8.count && utf8[$0.cluster] == 0x20 }
        return Paragraph(glyphs: glyphs, levels: levels, isSpace: spaces, isRightToLeft: bidi.isRightToLeft)
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
