/// The one message for an input file that did not decode: `PATH is not a valid WHAT (N problems):` and one
/// indented line per problem.
enum InputProblems {
    /// The message for `issues` found in the file at `path`, which should have been `what` ("scene", "list state").
    static func message(_ issues: [some CustomStringConvertible], in path: String, what: String) -> String {
        let count = issues.count == 1 ? "1 problem" : "\(issues.count) problems"
        return "\(path) is not a valid \(what) (\(count)):\n" + issues.map { "  \($0)" }.joined(separator: "\n")
    }
}
