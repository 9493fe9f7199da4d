/// Everything wrong with an input file (a scene, a skeleton layout or a list state), in reading order: malformed JSON,
/// values that do not decode, and what the model checks after decoding (a scene that does not compile, a layout
/// whose adjustments name missing views).
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems found; never empty.
    public var issues: [InputIssue]

    /// Creates an error from its issues.
    public init(issues: [InputIssue]) { self.issues = issues }

    /// One issue per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}

/// The name before skeleton layouts and list states shared the type.
@available(*, deprecated, renamed: "InputError")
public typealias SceneDecodingError = InputError
