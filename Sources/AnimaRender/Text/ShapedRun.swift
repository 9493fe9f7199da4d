/// One line of text as HarfBuzz shaped it: glyphs in visual order (left to right on screen), in font units.
public struct ShapedRun: Sendable, Hashable {
    /// A positioned glyph.
    public struct Glyph: Sendable, Hashable {
        /// The glyph index in the font.
        public var id: UInt32
        /// The UTF-8 byte offset of the character the glyph starts (HarfBuzz's cluster).
        public var cluster: Int
        /// How far the pen moves after the glyph, in font units.
        public var advance: Int
        /// The glyph's offset from the pen, in font units (y up, as fonts measure).
        public var offsetX: Int, offsetY: Int
    }

    /// The glyphs in visual order.
    public var glyphs: [Glyph]
    /// Whether HarfBuzz laid the run out right to left (Arabic, Hebrew, …).
    public var isRightToLeft: Bool

    /// The total advance, in font units.
    public var width: Int { glyphs.reduce(0) { $0 + $1.advance } }
}
