/// Unique Swift variable names made from layer ids and animation keys ("cell0/avatar" → `cell0Avatar`).
struct SwiftIdentifiers {
    private var used: Set<String> = ["root", "start"]

    /// A fresh identifier for `name`.
    mutating func make(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for ch in name {
            if ch.isLetter || ch.isNumber, ch.isASCII { current.append(ch) } else if !current.isEmpty {
                words.append(current); current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var base = words.enumerated().map { i, w in i == 0 ? lowerFirst(w) : w.prefix(1).uppercased() + w.dropFirst() }
            .joined()
        if base.isEmpty { base = "layer" }
        if let first = base.first, first.isNumber { base = "l" + base }
        if Self.keywords.contains(base) { base += "Layer" }
        var candidate = base
        var n = 2
        while used.contains(candidate) { candidate = base + "\(n)"; n += 1 }
        used.insert(candidate)
        return candidate
    }

    private func lowerFirst(_ w: String) -> String { w.prefix(1).lowercased() + w.dropFirst() }

    private static let keywords: Set<String> = [
        "class", "func", "let", "var", "if", "else", "for", "in", "while", "return", "self", "Self", "true", "false",
        "nil", "struct", "enum", "case", "switch", "default", "import", "protocol", "extension", "static", "do", "try",
        "catch", "throw", "throws", "init", "deinit", "where", "is", "as", "guard", "repeat", "break", "continue", "super",
    ]
}
