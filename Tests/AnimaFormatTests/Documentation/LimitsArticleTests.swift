import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaFormat

/// The Limits article (DocC) and docs/limits.md state exactly the limits of the `Limits` table, so either goes stale
/// visibly when a limit is added or changed.
@Suite struct LimitsArticleTests {
    /// `n` with a comma every three digits, as the documents write numbers.
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        return digits.enumerated().map { i, c in (i > 0 && (digits.count - i) % 3 == 0 ? "," : "") + String(c) }.joined()
    }

    /// The rows of the document's Markdown table (not its header or separator).
    static func tableRows(_ path: String) throws -> [String] {
        let text = try String(contentsOf: Repository.url(path), encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Limit |") && !$0.hasPrefix("| what |") }
    }

    @Test func groupingWritesCommas() {
        #expect(Self.grouped(100_000) == "100,000" && Self.grouped(256) == "256" && Self.grouped(67_108_864) == "67,108,864")
    }

    @Test(arguments: ["Sources/Anima/Anima.docc/Limits.md", "docs/limits.md"])
    func theDocumentStatesEveryLimitOfTheTable(path: String) throws {
        let rows = try Self.tableRows(path)
        #expect(rows.count == Limits.all.count, "\(path) has \(rows.count) rows; the Limits table has \(Limits.all.count)")
        for limit in Limits.all {
            let value = limit.value == limit.value.rounded() ? Self.grouped(Int(limit.value)) : "\(limit.value)"
            let row = rows.first { $0.hasPrefix("| \(limit.name) |") }
            #expect(row?.contains("| \(value) ") == true, "\(path): the \(limit.name) row should state \(value): \(row ?? "missing")")
        }
    }

    @Test func theArticleAndTheDocsPageHaveTheSameTable() throws {
        #expect(try Self.tableRows("Sources/Anima/Anima.docc/Limits.md") == Self.tableRows("docs/limits.md"))
    }
}
