import AnimaCore

/// Limits checked while reading a scene, before anything large is built, so hostile input fails with a message.
public enum FormatLimits {
    /// Largest scene file read, in bytes (64 MiB).
    public static let maxInputBytes = 64 << 20
    /// Most elements of any one list of values (keyframes, key times, dash pattern, gradient colours).
    public static let maxListLength = TimelineLimits.maxKeyframes
    /// Deepest nesting of sublayers.
    public static let maxLayerDepth = TimelineLimits.maxLayerDepth
    /// Deepest nesting of animation groups.
    public static let maxGroupDepth = TimelineLimits.maxGroupDepth
}
