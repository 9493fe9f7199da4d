import AnimaCore
import Testing
@testable import AnimaRender

/// Core Text's word wrapping ("wrapping occurs at word boundaries unless the word itself doesn't fit on a single
/// line", `CTLineBreakMode.byWordWrapping`) breaks a word wider than the line before its first glyph that does not
/// fit. The renderer set such a word whole on a line of its own, over the layer's edge (ordinary seed 1723 of
/// `ExportAgreementTests`: "lorem" at 14 pt in a 24-pt-wide text layer).
@Suite struct LongWordWrapTests {
    /// The glyph count of each wrapped line of `string` in DejaVu Sans, `lineWidth` m-advances wide.
    static func lineLengths(_ string: String, lineWidth: Double) throws -> [Int] {
        let text = try PreparedText(string, font: try Font(path: TextShapingTests.dejaVu, index: 0))
        let m = Double(text.paragraphs[0].glyphs[0].advance)
        return TextLineBreaker(text: text, width: lineWidth * m, height: 1e9).lines(isWrapped: true, truncation: .none)
            .map(\.items.count)
    }

    /// Ten m's on lines 3.5 m wide: three a line, then the one left.
    @Test func aWordWiderThanTheLineBreaksBeforeTheFirstGlyphThatDoesNotFit() throws {
        #expect(try Self.lineLengths("mmmmmmmmmm", lineWidth: 3.5) == [3, 3, 3, 1])
    }

    /// A line narrower than one glyph still takes one, so the text advances.
    @Test func aLineNarrowerThanAGlyphTakesOne() throws {
        #expect(try Self.lineLengths("mmm", lineWidth: 0.5) == [1, 1, 1])
    }

    /// Words that fit keep to word boundaries: "mm mm" on lines 3.5 m wide is two lines of "mm" (the space between
    /// them trimmed from the first), never broken inside a word.
    @Test func wordsThatFitAreNotBroken() throws {
        #expect(try Self.lineLengths("mm mm", lineWidth: 3.5) == [2, 2])
    }

    /// A string near the length limit, one word in a layer narrower than a glyph: a line a glyph, 5,000 of them
    /// (cut in one pass over the word).
    @Test func aLongWordInANarrowLayerIsOneGlyphALine() throws {
        let lengths = try Self.lineLengths(String(repeating: "m", count: 5_000), lineWidth: 0.5)
        #expect(lengths.count == 5_000 && lengths.allSatisfy { $0 == 1 })
    }
}
