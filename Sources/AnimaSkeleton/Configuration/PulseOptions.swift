/// The pulse's knobs.
public struct PulseOptions: Sendable, Hashable {
    /// Seconds from full to faint (the same back): 1.0 (TABAnimated "bin", SkeletonView pulse).
    public var duration = 1.0
    /// Opacity at the faint end: 0.6 (TABAnimated "bin").
    public var minimumOpacity = 0.6

    /// Creates pulse options with the defaults above.
    public init() {}
}
