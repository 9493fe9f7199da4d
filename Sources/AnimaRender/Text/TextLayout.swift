import AnimaCore

/// A text layer's glyphs laid out for one set of layout properties, with the layer's top-left corner at the origin:
/// kept by the `ContentStore` for the layer's model values, so frames that draw the text as prepared reuse it
/// instead of breaking lines and placing glyphs again.
struct TextLayout: Sendable {
    /// Everything the layout depends on besides the string and the font.
    struct Key: Sendable, Equatable {
        var fontSize: Double
        var width: Double, height: Double
        var alignment: TextAlignmentMode
        var isWrapped: Bool
        var truncation: TruncationMode

        /// The key for a layer's properties drawn in bounds `b`.
        init(_ p: LayerProperties, bounds b: Rect) {
            fontSize = p.fontSize; width = b.width; height = b.height
            alignment = p.alignmentMode; isWrapped = p.isWrapped; truncation = p.truncationMode
        }
    }

    /// A glyph with an outline, placed: its pen origin on the baseline, in layer units.
    struct PlacedGlyph: Sendable {
        let id: UInt32
        let x: Double, y: Double
    }

    let key: Key
    /// The glyphs that draw something, in visual order.
    let glyphs: [PlacedGlyph]
    /// Layer units per font unit (font size / units per em).
    let unitScale: Double
    /// The glyph outlines in layer units, relative to the layer's top-left corner.
    let path: Path

    /// Lays `text` out for `key`.
    init(_ text: PreparedText, _ key: Key) {
        self.key = key
        unitScale = key.fontSize / text.unitsPerEm
        glyphs = text.placedGlyphs(fontSize: key.fontSize, in: Rect(0, 0, key.width, key.height),
                                   alignment: key.alignment, isWrapped: key.isWrapped, truncation: key.truncation)
        path = text.path(glyphs, unitScale: unitScale)
    }
}
