/// An animation with its values checked and everything that does not depend on time worked out ahead.
struct CompiledAnimation: Sendable {
    enum Kind: Sendable {
        /// Children are `animations[range]` of the timeline.
        case group(Range<Int>)
        case basic(BasicAnimation)
        case spring(BasicAnimation, Spring)
        case keyframe(CompiledKeyframes)
    }

    var kind: Kind
    var key: PropertyKey
    var timing: MediaTiming
    var timingFunction: TimingFunction?
    var isAdditive: Bool
    var isCumulative: Bool
    /// Group children ignore `isRemovedOnCompletion` (Core Animation ignores it on children).
    var isChild: Bool
}
