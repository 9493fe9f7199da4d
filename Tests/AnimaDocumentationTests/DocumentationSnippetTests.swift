import AnimaTestSupport
import Foundation
import Testing

/// Every Swift snippet of the README and the DocC articles is compiled and run: each one must appear, line for line,
/// in a source file of this target (whose tests run it and check what it claims) or in a consumer package's manifest
/// (which CI builds), so a snippet that no longer compiles, or that drifts from the code that runs, fails here.
@Suite struct DocumentationSnippetTests {
    /// A fenced Swift block of a document, with where it starts.
    struct Snippet: CustomStringConvertible {
        let document: String
        let line: Int
        let lines: [String]
        var description: String { "\(document):\(line)" }
    }

    /// The README and every DocC article.
    static var documents: [URL] {
        let sources = Repository.url("Sources")
        let articles = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "md" && $0.path.contains(".docc/") } ?? []
        return [Repository.url("README.md")] + articles.sorted { $0.path < $1.path }
    }

    /// Where snippets may live: this target's sources, the Linux-only targets that compile `import UIKit` and
    /// `import SwiftUI` code, and the example packages' manifests.
    static var snippetSources: [[String]] {
        let folders = ["Tests/AnimaDocumentationTests", "Tests/UIKitCompatibilityTests", "Tests/AnimaSwiftUITests"]
        var files = folders.map(Repository.url).flatMap { folder in
            (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
                .filter { $0.pathExtension == "swift" }
        }
        let examples = Repository.url("Examples")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [] {
            files.append(examples.appendingPathComponent(name).appendingPathComponent("Package.swift"))
        }
        return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.map(Self.normalised)
    }

    /// The fenced ```swift blocks of `text`.
    static func snippets(in text: String, document: String) -> [Snippet] {
        var found: [Snippet] = [], current: [String]? = nil, start = 0
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []; start = i + 2
            } else if let body = current, trimmed == "```" {
                found.append(Snippet(document: document, line: start, lines: body)); current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return found
    }

    /// Lines without indentation, trailing space or blank lines: what must match.
    static func normalised(_ text: String) -> [String] { normalised(text.components(separatedBy: "\n")) }

    static func normalised(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The leading imports and `#if`/`#else`/`#endif` lines of a snippet, and the rest.
    static func split(_ lines: [String]) -> (header: [String], body: [String]) {
        let isHeader: (String) -> Bool = { l in ["import ", "#if ", "#else", "#endif", "@testable import "].contains { l.hasPrefix($0) } }
        let count = lines.prefix(while: isHeader).count
        return (Array(lines.prefix(count)), Array(lines.dropFirst(count)))
    }

    /// Whether `needle` occurs as consecutive lines of `haystack`.
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    @Test func everySwiftSnippetIsCompiledByThisTarget() throws {
        let sources = Self.snippetSources
        var checked = 0
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            let name = document.path.replacingOccurrences(of: Repository.root.path + "/", with: "")
            for snippet in Self.snippets(in: text, document: name) {
                let (header, body) = Self.split(Self.normalised(snippet.lines))
                let home = sources.first { Self.contains($0, body) && header.allSatisfy($0.contains) }
                #expect(home != nil, "\(snippet): this snippet is not in a snippet test target (or an example manifest)")
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test func theCheckerFindsADriftedSnippet() {
        let document = "text\n```swift\nimport Anima\nlet a = 1\n  let b = 2\n```\n"
        let snippets = Self.snippets(in: document, document: "doc.md")
        #expect(snippets.count == 1)
        let (header, body) = Self.split(Self.normalised(snippets[0].lines))
        #expect(header == ["import Anima"] && body == ["let a = 1", "let b = 2"])
        #expect(Self.contains(["x", "let a = 1", "let b = 2"], body))
        #expect(!Self.contains(["let a = 1", "y", "let b = 2"], body))
    }
}
