import AnimaCore
import AnimaFormat
import AnimaTestSupport
import Foundation
import Testing

/// The Limits article states the limits the readers enforce, so it goes stale visibly when one changes.
@Suite struct LimitsArticleTests {
    /// `n` with a comma every three digits, as the article writes numbers.
    private static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        return digits.enumerated().map { i, c in (i > 0 && (digits.count - i) % 3 == 0 ? "," : "") + String(c) }.joined()
    }

    @Test func theArticleStatesTheEnforcedLimits() throws {
        let text = try String(contentsOf: Repository.url("Sources/Anima/Anima.docc/Limits.md"), encoding: .utf8)
        let rows = [
            ("input file size", "\(FormatLimits.maxInputBytes >> 20) MiB"),
            ("sublayer nesting", "\(Self.grouped(FormatLimits.maxLayerDepth)) levels"),
            ("animation group nesting", "\(Self.grouped(FormatLimits.maxGroupDepth)) levels"),
            ("keyframes", "\(Self.grouped(FormatLimits.maxListLength)) per list"),
        ]
        #expect(Self.grouped(100_000) == "100,000" && Self.grouped(256) == "256")
        for (row, value) in rows {
            let line = text.split(separator: "\n").first { $0.hasPrefix("| \(row)") }
            #expect(line?.contains(value) == true, "the Limits article's \(row) row should say \(value): \(line ?? "missing")")
        }
    }
}
