/// Malformed JSON, located by line and column (both from 1, columns counted in characters) and by the JSON path of
/// the value being read when it went wrong (`layers[0].opacity`; empty at the top level).
package struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
    var path = ""

    /// The same error seen from the object holding it: `key` goes in front of the path.
    func inside(member key: String) -> JSONSyntaxError {
        var copy = self
        copy.path = path.isEmpty || path.hasPrefix("[") ? key + path : key + "." + path
        return copy
    }

    /// The same error seen from the array holding it: `[index]` goes in front of the path.
    func inside(element index: Int) -> JSONSyntaxError {
        var copy = self
        copy.path = path.isEmpty || path.hasPrefix("[") ? "[\(index)]" + path : "[\(index)]." + path
        return copy
    }
}
