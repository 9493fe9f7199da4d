/// Every problem found in a skeleton layout; building a skeleton never traps on bad input.
public struct SkeletonError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, in document order.
    public var issues: [SkeletonIssue]

    /// Creates an error.
    public init(issues: [SkeletonIssue]) { self.issues = issues }

    /// One problem per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
