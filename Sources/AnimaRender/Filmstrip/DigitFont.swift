/// A 3×5 pixel font for the characters of time labels (digits, '.', '-', ':'), so filmstrips need no font files.
enum DigitFont {
    static let glyphWidth = 3
    static let glyphHeight = 5

    /// Rows of a glyph, top to bottom, three bits each (most significant bit on the left); nil when not drawable.
    static func rows(_ c: Character) -> [UInt8]? {
        switch c {
        case "0": [0b111, 0b101, 0b101, 0b101, 0b111]
        case "1": [0b010, 0b110, 0b010, 0b010, 0b111]
        case "2": [0b111, 0b001, 0b111, 0b100, 0b111]
        case "3": [0b111, 0b001, 0b111, 0b001, 0b111]
        case "4": [0b101, 0b101, 0b111, 0b001, 0b001]
        case "5": [0b111, 0b100, 0b111, 0b001, 0b111]
        case "6": [0b111, 0b100, 0b111, 0b101, 0b111]
        case "7": [0b111, 0b001, 0b001, 0b001, 0b001]
        case "8": [0b111, 0b101, 0b111, 0b101, 0b111]
        case "9": [0b111, 0b101, 0b111, 0b001, 0b111]
        case ".": [0b000, 0b000, 0b000, 0b000, 0b010]
        case "-": [0b000, 0b000, 0b111, 0b000, 0b000]
        case ":": [0b000, 0b010, 0b000, 0b010, 0b000]
        case " ": [0, 0, 0, 0, 0]
        default: nil
        }
    }

    /// The width in font pixels of `text` (one pixel of space between glyphs).
    static func width(_ text: String) -> Int {
        let n = text.filter { rows($0) != nil }.count
        return n == 0 ? 0 : n * (glyphWidth + 1) - 1
    }
}
