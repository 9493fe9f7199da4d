import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaRender

extension Tool {
    /// GNU FriBidi's command-line tool, the oracle for the visual order of a mixed-direction line.
    static let fribidi = Tool("fribidi", aptPackage: "libfribidi-bin") { executable("fribidi") }
}

/// Mixed left-to-right and right-to-left text within one paragraph, ordered by the Unicode bidirectional algorithm.
@Suite struct BidiTests {
    /// The characters (as indices into the string's scalars) of one laid-out line, left to right on screen: each
    /// glyph's HarfBuzz cluster (a UTF-8 offset) mapped back to the scalar it starts. The strings below have no
    /// ligatures, so every character is one glyph.
    static func visualCharacters(_ string: String, width: Double = 1e9, line: Int = 0) throws -> [Int] {
        let text = try PreparedText(string, font: try Font(path: TextShapingTests.dejaVu, index: 0))
        let lines = TextLineBreaker(text: text, width: width, height: 1e9).lines(isWrapped: width < 1e9, truncation: .none)
        var scalarAt: [Int: Int] = [:], offset = 0
        for (i, s) in string.unicodeScalars.enumerated() { scalarAt[offset] = i; offset += UTF8.width(s) }
        return lines[line].placed(alignment: .natural, width: 1e9).map { scalarAt[$0.0.cluster] ?? -1 }
    }

    /// fribidi's visual-to-logical map of one line (`--vtol`: for each position on screen, left to right, the index
    /// of the character shown there).
    static func fribidiOrder(_ string: String) throws -> [Int] {
        let file = try TemporaryFiles.file(Array((string + "\n").utf8), name: "line.txt")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let out = try ExternalProcess(Tool.fribidi.require()).run(["--novisual", "--vtol", "--nobreak", file.path])
        #expect(out.status == 0, "fribidi failed: \(out.stderrText)")
        let text = String(decoding: out.stdout, as: UTF8.self)
        return text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    }

    /// Arabic inside a Latin sentence, Latin and digits inside an Arabic one, and Hebrew between Latin words: the
    /// characters appear on screen in the order FriBidi's own tool gives.
    @Test(.enabled(if: Tool.isAvailable(.fribidi), Tool.skipReason(.fribidi)),
          arguments: ["Hello مرحبا world", "مرحبا Anima 2024!", "abc אבג def", "שלום (abc) עולם"])
    func visualOrderMatchesFribidi(_ string: String) throws {
        #expect(try Self.visualCharacters(string) == (try Self.fribidiOrder(string)))
    }

    /// By hand (UAX #9): in "abc אבג def" the paragraph is left to right (its first strong letter is Latin); the
    /// Hebrew letters are R, so at level 1; each space lies between an L and an R, so rule N1 cannot apply and N2
    /// gives it the paragraph's level 0. Rule L2 reverses the level-1 run: on screen a, b, c, space, ג, ב, א,
    /// space, d, e, f, which are characters 0 1 2 3 6 5 4 7 8 9 10.
    @Test func hebrewInsideLatinIsReversedInPlace() throws {
        #expect(try Self.visualCharacters("abc אבג def") == [0, 1, 2, 3, 6, 5, 4, 7, 8, 9, 10])
    }

    /// Wrapping happens in logical order and each line is reordered on its own: with room for "abc אבג" only, the
    /// first line shows a b c space ג ב א and the second d e f (characters 8, 9, 10).
    @Test func linesAreBrokenLogicallyThenReordered() throws {
        // DejaVu Sans advances (hb-shape): "abc אבג" is 1255 + 1300 + 1126 + 651 + 1369 + 1184 + 844 = 7729 units,
        // within 8,000; with " def" (651 + 1300 + 1260 + 721) it is 11,661, beyond.
        let first = try Self.visualCharacters("abc אבג def", width: 8_000, line: 0)
        let second = try Self.visualCharacters("abc אבג def", width: 8_000, line: 1)
        #expect(first == [0, 1, 2, 3, 6, 5, 4])
        #expect(second == [8, 9, 10])
    }

    /// Rule L2 on levels alone: 0 0 1 1 2 2 1 0 reverses the level-2 pair (positions 4, 5), then the level ≥ 1 run
    /// (positions 2…6), giving 0 1 6 4 5 3 2 7.
    @Test func ruleL2ReversesFromTheHighestLevelDown() {
        #expect(BidiParagraph.visualOrder([0, 0, 1, 1, 2, 2, 1, 0]) == [0, 1, 6, 4, 5, 3, 2, 7])
        #expect(BidiParagraph.visualOrder([1, 1, 1]) == [2, 1, 0])
        #expect(BidiParagraph.visualOrder([0, 0]) == [0, 1])
        #expect(BidiParagraph.visualOrder([]) == [])
    }
}
