/// A failure to report to the user: printed to stderr as `anima: <message>`, then the process exits with `code`.
struct CLIError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, possibly several lines.
    var message: String
    /// The exit status.
    var code: SysExit

    /// Creates an error.
    init(_ code: SysExit, _ message: String) {
        self.code = code; self.message = message
    }

    /// The message.
    var description: String { message }
}
