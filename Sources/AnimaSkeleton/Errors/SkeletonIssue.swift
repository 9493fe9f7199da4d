/// One problem with a skeleton layout, located by the JSON path of the layout file that holds it.
public struct SkeletonIssue: Sendable, Hashable, CustomStringConvertible {
    /// Where, as a JSON path: `root.children[2].lines`.
    public var path: String
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an issue.
    public init(path: String, message: String) { self.path = path; self.message = message }

    /// `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
