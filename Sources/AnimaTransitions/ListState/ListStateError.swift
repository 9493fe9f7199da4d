/// A problem with a list state, naming where it is (`items[2].frame`) and what is wrong.
public struct ListStateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is, as a JSON path into the list-state format.
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) { self.path = path; self.message = message }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
