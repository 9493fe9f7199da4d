/// Malformed JSON, located by line and column (both from 1, columns counted in characters).
package struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}
