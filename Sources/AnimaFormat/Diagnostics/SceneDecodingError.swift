/// Everything wrong with a scene file, in reading order.
public struct SceneDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems found; never empty.
    public var issues: [SceneIssue]

    /// Creates an error from its issues.
    public init(issues: [SceneIssue]) { self.issues = issues }

    /// One issue per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
