/// Indented lines of generated source.
struct SwiftSourceBuffer {
    var text = ""
    var indent = 0

    mutating func line(_ s: String) {
        text += s.isEmpty ? "\n" : String(repeating: "    ", count: indent) + s + "\n"
    }
}
