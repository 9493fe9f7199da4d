/// Why a scene cannot be compiled into a timeline; `path` names the layer and animation the way a scene file would.
public struct TimelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is, e.g. `layers[bell].animations[0].keyTimes`.
    public var path: String
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) { self.path = path; self.message = message }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// Limits checked before compiling, so hostile input fails with a message instead of exhausting memory.
public enum TimelineLimits {
    /// Most keyframes one animation may have.
    public static let maxKeyframes = 100_000
    /// Deepest nesting of animation groups.
    public static let maxGroupDepth = 32
    /// Deepest nesting of sublayers.
    public static let maxLayerDepth = 256
}
