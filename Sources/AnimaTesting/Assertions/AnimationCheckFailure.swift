/// Why an animation check failed, worded for the test log.
public struct AnimationCheckFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message.
    public let message: String

    /// Creates a failure.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
