/// A scene that cannot be written as JSON because a number in it is NaN or infinite.
public struct SceneEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path the number would have had.
    public var path: String

    /// Creates an error.
    public init(path: String) { self.path = path }

    /// `path: is not finite; JSON cannot hold NaN or infinity`.
    public var description: String { "\(path): is not finite; JSON cannot hold NaN or infinity" }
}
