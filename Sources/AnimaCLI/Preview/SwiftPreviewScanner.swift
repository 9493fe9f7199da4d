/// Finds the previews of a Swift file without compiling it: each `#Preview` (its name, traits and body) and each
/// `PreviewProvider` type, skipping comments and string literals.
struct SwiftPreviewScanner {
    /// One preview of a file.
    struct Preview: Equatable {
        /// How the runner makes the preview's view.
        enum Source: Equatable {
            /// A `#Preview`'s body: its statements, and its `@Previewable` declarations (without the attribute).
            case macro(body: String, previewables: [String])
            /// A `PreviewProvider` type's `previews`.
            case provider(type: String)
        }
        /// The name shown in lists (the macro's name argument, the provider's type, or "Preview N").
        var name: String
        /// The 1-based line of `#Preview` or of the provider's declaration.
        var line: Int
        /// The host size the preview's traits ask for (points); nil for the default screen.
        var size: (width: Double, height: Double)?
        /// Whether `.sizeThatFitsLayout` was asked for.
        var sizeThatFits: Bool
        var source: Source

        static func == (a: Preview, b: Preview) -> Bool {
            a.name == b.name && a.line == b.line && a.size?.width == b.size?.width && a.size?.height == b.size?.height
                && a.sizeThatFits == b.sizeThatFits && a.source == b.source
        }
    }

    private let text: [Character]

    init(_ source: String) { text = Array(source) }

    /// The file's previews in source order.
    func previews() -> [Preview] {
        var found: [Preview] = []
        var i = 0, line = 1, unnamed = 0
        while i < text.count {
            if let end = skipTrivia(at: i) {
                line += text[i..<end].filter { $0 == "\n" }.count
                i = end
                continue
            }
            if text[i] == "\n" { line += 1 }
            if matches("#Preview", at: i), !isIdentifier(at: i + 8), let preview = macro(at: i, line: line, unnamed: &unnamed) {
                found.append(preview)
            } else if matches("struct", at: i), i == 0 || !isIdentifier(at: i - 1), let preview = provider(at: i, line: line) {
                found.append(preview)
            }
            i += 1
        }
        return found
    }

    // MARK: - #Preview

    private func macro(at start: Int, line: Int, unnamed: inout Int) -> Preview? {
        var i = skipSpace(start + 8)
        var arguments = ""
        if i < text.count, text[i] == "(" {
            guard let close = matching(i) else { return nil }
            arguments = String(text[(i + 1)..<close])
            i = skipSpace(close + 1)
        }
        guard i < text.count, text[i] == "{", let close = matching(i) else { return nil }
        let (body, previewables) = Self.splitPreviewables(String(text[(i + 1)..<close]))
        unnamed += 1
        let name = Self.leadingStringLiteral(arguments) ?? "Preview \(unnamed)"
        return Preview(name: name, line: line, size: Self.size(arguments), sizeThatFits: arguments.contains(".sizeThatFitsLayout"),
                       source: .macro(body: body, previewables: previewables))
    }

    /// `@Previewable` declarations become the preview view's properties, as Xcode's expansion makes them.
    static func splitPreviewables(_ body: String) -> (String, [String]) {
        var kept: [Substring] = [], previewables: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("@Previewable ") {
                previewables.append(String(trimmed.dropFirst("@Previewable ".count)))
            } else {
                kept.append(line)
            }
        }
        return (kept.joined(separator: "\n"), previewables)
    }

    /// The first argument when it is a plain string literal.
    static func leadingStringLiteral(_ arguments: String) -> String? {
        let trimmed = arguments.drop(while: { $0 == " " || $0 == "\n" })
        guard trimmed.first == "\"", !trimmed.hasPrefix("\"\"\"") else { return nil }
        var name = "", escaped = false
        for c in trimmed.dropFirst() {
            if escaped { name.append(c); escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { return name } else { name.append(c) }
        }
        return nil
    }

    /// The host size of `.fixedLayout(width:height:)`, or a phone turned by `.landscapeLeft`/`.landscapeRight`.
    static func size(_ arguments: String) -> (width: Double, height: Double)? {
        if let range = arguments.range(of: ".fixedLayout(") {
            let rest = arguments[range.upperBound...]
            let numbers = rest.prefix(while: { $0 != ")" }).split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
            if numbers.count >= 2 { return (numbers[0], numbers[1]) }
        }
        if arguments.contains(".landscapeLeft") || arguments.contains(".landscapeRight") { return (844, 390) }
        return nil
    }

    // MARK: - PreviewProvider

    private func provider(at start: Int, line: Int) -> Preview? {
        var i = skipSpace(start + 6)
        let nameStart = i
        while i < text.count, isIdentifierCharacter(text[i]) { i += 1 }
        guard i > nameStart else { return nil }
        let name = String(text[nameStart..<i])
        i = skipSpace(i)
        guard i < text.count, text[i] == ":" else { return nil }
        let header = String(text[i..<(text[i...].firstIndex(of: "{") ?? text.count)])
        guard header.split(whereSeparator: { !isIdentifierCharacter($0) }).contains("PreviewProvider") else { return nil }
        return Preview(name: name, line: line, size: nil, sizeThatFits: false, source: .provider(type: name))
    }

    // MARK: - Lexing

    private func matches(_ word: String, at i: Int) -> Bool {
        var j = i
        for c in word {
            guard j < text.count, text[j] == c else { return false }
            j += 1
        }
        return true
    }

    private func isIdentifierCharacter(_ c: Character) -> Bool { c == "_" || c.isLetter || c.isNumber }
    private func isIdentifier(at i: Int) -> Bool { i >= 0 && i < text.count && isIdentifierCharacter(text[i]) }

    private func skipSpace(_ i: Int) -> Int {
        var i = i
        while i < text.count {
            if text[i].isWhitespace { i += 1 } else if let end = skipComment(at: i) { i = end } else { break }
        }
        return i
    }

    /// The end of a comment or string literal starting at `i`, or nil when none starts there.
    private func skipTrivia(at i: Int) -> Int? { skipComment(at: i) ?? skipString(at: i) }

    private func skipComment(at i: Int) -> Int? {
        guard i + 1 < text.count, text[i] == "/" else { return nil }
        if text[i + 1] == "/" {
            var j = i
            while j < text.count, text[j] != "\n" { j += 1 }
            return j
        }
        guard text[i + 1] == "*" else { return nil }
        var j = i + 2, depth = 1
        while j < text.count, depth > 0 {
            if matches("/*", at: j) { depth += 1; j += 2 } else if matches("*/", at: j) { depth -= 1; j += 2 } else { j += 1 }
        }
        return j
    }

    /// The end of a string literal (plain, multi-line or raw) starting at `i`; interpolations may nest strings.
    private func skipString(at i: Int) -> Int? {
        var j = i, hashes = 0
        while j < text.count, text[j] == "#" { hashes += 1; j += 1 }
        guard j < text.count, text[j] == "\"" else { return nil }
        let multiline = matches("\"\"\"", at: j)
        j += multiline ? 3 : 1
        let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        while j < text.count {
            if text[j] == "\\" && matches("\\" + String(repeating: "#", count: hashes), at: j) {
                let k = j + 1 + hashes
                if k < text.count, text[k] == "(", let end = matching(k) { j = end + 1 } else { j = k + 1 }
                continue
            }
            if matches(close, at: j) { return j + close.count }
            if !multiline, text[j] == "\n" { return j }
            j += 1
        }
        return j
    }

    /// The index of the bracket closing the one at `open`, skipping comments and strings.
    private func matching(_ open: Int) -> Int? {
        let pairs: [Character: Character] = ["(": ")", "{": "}", "[": "]"]
        guard let closer = pairs[text[open]] else { return nil }
        var j = open + 1, depth = 1
        while j < text.count {
            if let end = skipTrivia(at: j) { j = end; continue }
            if text[j] == text[open] { depth += 1 } else if text[j] == closer {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return nil
    }
}
