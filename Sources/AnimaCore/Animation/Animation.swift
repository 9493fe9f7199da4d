/// A Core Animation-style animation: basic, keyframe, spring or group, with its key, key path and timing.
public struct Animation: Sendable, Hashable {
    /// What kind of animation this is, with its values.
    public enum Content: Sendable, Hashable {
        /// CABasicAnimation.
        case basic(BasicAnimation)
        /// CAKeyframeAnimation.
        case keyframe(KeyframeAnimation)
        /// CASpringAnimation.
        case spring(SpringAnimation)
        /// CAAnimationGroup: children on the group's clock, paced by its timing function and clipped to its duration; a
        /// child whose duration is not set lasts the group's (`resolvedChildren`).
        case group([Animation])
    }

    /// The key it is added under; adding another animation with the same key replaces it.
    public var key: String?
    /// The animated property; nil for groups.
    public var keyPath: PropertyKey?
    /// The values.
    public var content: Content
    /// The clock.
    public var timing: MediaTiming
    /// Warps progress within each iteration (for a group, the time its children see); nil is linear.
    public var timingFunction: TimingFunction?
    /// Adds the animated value to the underlying one instead of replacing it.
    public var isAdditive: Bool
    /// Each repeat continues from where the previous one ended.
    public var isCumulative: Bool

    /// Creates an animation.
    public init(key: String? = nil, keyPath: PropertyKey?, content: Content, timing: MediaTiming = MediaTiming(),
                timingFunction: TimingFunction? = nil, isAdditive: Bool = false, isCumulative: Bool = false) {
        self.key = key; self.keyPath = keyPath; self.content = content; self.timing = timing
        self.timingFunction = timingFunction; self.isAdditive = isAdditive; self.isCumulative = isCumulative
    }

    /// The children of a group, empty for other kinds.
    public var children: [Animation] {
        if case .group(let children) = content { children } else { [] }
    }
}
