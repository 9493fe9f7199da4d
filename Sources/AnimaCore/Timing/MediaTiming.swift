/// An animation's timing, as CAMediaTiming: when it starts, how long and how often it plays, and what it shows outside.
public struct MediaTiming: Sendable, Hashable {
    /// Start in the parent's time (the layer's for an animation, the group's for a child).
    public var beginTime = 0.0
    /// Length of one iteration; 0 means 0.25 s, Core Animation's default when an animation is added, except in a
    /// group, where a child's 0 means the group's duration (`Animation.resolvedChildren`).
    public var duration = 0.0
    /// Rate of local time relative to parent time.
    public var speed = 1.0
    /// Added to local time; the animation starts that far in and wraps around, still playing its full active time.
    public var timeOffset = 0.0
    /// Number of iterations, may be fractional; 0 means one; `.infinity` loops forever.
    public var repeatCount = 0.0
    /// Alternative to `repeatCount`: total active seconds of local time; 0 means unused.
    public var repeatDuration = 0.0
    /// Whether each iteration plays forward then backward, doubling its length.
    public var autoreverses = false
    /// What shows outside the active interval.
    public var fillMode = FillMode.removed
    /// Whether the animation is removed when it ends, which ends a forwards fill.
    public var isRemovedOnCompletion = true

    /// Creates timing with Core Animation's defaults, overriding what is given.
    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed, isRemovedOnCompletion: Bool = true) {
        self.beginTime = beginTime; self.duration = duration; self.speed = speed; self.timeOffset = timeOffset
        self.repeatCount = repeatCount; self.repeatDuration = repeatDuration; self.autoreverses = autoreverses
        self.fillMode = fillMode; self.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// The duration actually used: `duration`, or 0.25 s when it is not positive.
    @inlinable public var effectiveDuration: Double { duration > 0 ? duration : 0.25 }

    /// The length of one repeat: the duration, doubled when autoreversing.
    @inlinable public var cycleDuration: Double { effectiveDuration * (autoreverses ? 2 : 1) }

    /// The length of the active interval in local time (infinite for endless repeats).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        // Core Animation documents Float.greatestFiniteMagnitude as "forever"; HUGE_VALF is common too.
        if repeatCount >= Double(Float.greatestFiniteMagnitude) { return .infinity }
        return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
    }

    /// When the active interval ends, in parent time (infinite for endless repeats or a zero speed).
    public var endTime: Double {
        let active = activeDuration
        guard active.isFinite, speed != 0 else { return .infinity }
        return beginTime + active / Swift.abs(speed)
    }

    /// Where the animation is at parent time `t`, or nil when it contributes nothing then.
    ///
    /// `asGroupChild` applies two rules for children of a group: Core Animation ignores their `isRemovedOnCompletion`,
    /// so a forwards fill lasts until the group ends; and their end is inclusive, so a child that ends with its group
    /// still shows its last frame at the group's exact end or turnaround instead of flashing the model value there.
    @inlinable @inline(__always)
    public func state(atParentTime tp: Double, asGroupChild: Bool = false) -> TimingState? {
        let d = effectiveDuration
        let elapsed = (tp - beginTime) * speed
        let magnitude = speed < 0 ? -elapsed : elapsed
        let active = activeDuration
        let position: Double
        var atEnd = false, isBefore = false
        if magnitude < 0 || (magnitude == 0 && tp < beginTime) {
            guard fillMode.fillsBackwards else { return nil }
            position = timeOffset
            isBefore = true
        } else if Self.hasReachedEnd(magnitude, of: active, parentTime: tp, beginTime: beginTime, speed: speed) {
            let holdsEnd = asGroupChild
                && magnitude <= active + Self.endTolerance(parentTime: tp, beginTime: beginTime, speed: speed)
            guard holdsEnd || fillMode.fillsForwards && (asGroupChild || !isRemovedOnCompletion) else { return nil }
            position = (speed < 0 ? -active : active) + timeOffset
            atEnd = true
        } else {
            position = elapsed + timeOffset
        }
        // Legs of one duration each; with autoreverse every odd leg plays backwards.
        var leg = (position / d).rounded(.down)
        var legTime = position - leg * d
        if atEnd && legTime == 0 && position != 0 {
            // Exactly on the end: show the end of the final leg, not the start of a next one (Web Animations' rule).
            leg -= 1
            legTime = d
        }
        if autoreverses {
            let iteration = (leg / 2).rounded(.down)
            let isReverse = leg - 2 * iteration != 0
            return TimingState(time: isReverse ? d - legTime : legTime, duration: d, iteration: iteration,
                               approachingFromBelow: Self.beforeFlag(isBefore: isBefore, isAfter: atEnd,
                                                                     isReverse: isReverse))
        }
        return TimingState(time: legTime, duration: d, iteration: leg,
                           approachingFromBelow: Self.beforeFlag(isBefore: isBefore, isAfter: atEnd, isReverse: false))
    }

    /// Whether `magnitude` seconds of active time (elapsed in the animation's direction, computed from parent time
    /// `tp`, `beginTime` and `speed`) have reached the end of an active interval of `active` seconds: the one rule for
    /// when an animation has ended, which sampling, the vectorised clock pass and AnimaUIKit's removal at the end use.
    ///
    /// The interval is [0, active) as in Core Animation, to within `endTolerance`: an end reached through different
    /// but equal sums (1/60 + 1 − 1/60 is 0.9999999999999999; the virtual clock's end is a layer time converted to
    /// global time and back) must be the same instant for every reader.
    @inlinable @inline(__always)
    public static func hasReachedEnd(_ magnitude: Double, of active: Double, parentTime tp: Double, beginTime: Double,
                                     speed: Double) -> Bool {
        magnitude >= active - endTolerance(parentTime: tp, beginTime: beginTime, speed: speed)
    }

    /// How far short of the end of an active interval a time still counts as on it: 10⁻¹² of the larger of the
    /// times it was computed from (at least 10⁻¹² s), times the speed. That is thousands of times the rounding of a
    /// few sums of those times, and a thousandth of a nanosecond for times up to a second, far below anything a frame
    /// shows (a sample 10⁻⁹ s before an end still sees the animation).
    @inlinable @inline(__always)
    public static func endTolerance(parentTime tp: Double, beginTime: Double, speed: Double) -> Double {
        let a = Swift.abs(tp), b = Swift.abs(beginTime), s = Swift.abs(speed)
        let time = a > b ? a : b
        return 1e-12 * (time > 1 ? time : 1) * (s > 1 ? s : 1)
    }

    /// Web Animations' "before flag" (§ calculating the transformed progress), which the format follows for steps:
    /// set in the before phase going forwards, and in the after phase going backwards (an autoreversing animation
    /// that ends on a reverse leg), so a step function shows the value before its jump at that boundary.
    @inlinable @inline(__always)
    static func beforeFlag(isBefore: Bool, isAfter: Bool, isReverse: Bool) -> Bool {
        isBefore ? !isReverse : isAfter && isReverse
    }
}

/// Where an animation is within its current iteration.
public struct TimingState: Sendable, Hashable {
    /// Seconds into the iteration, 0…duration (already mirrored on reverse legs).
    public var time: Double
    /// The iteration's duration.
    public var duration: Double
    /// The iteration index (0 for the first), used by cumulative animations.
    public var iteration: Double
    /// Whether a step timing function takes its value before the jump at a step boundary (CSS Easing's before flag):
    /// true in a backwards fill going forwards and in a forwards fill that ends going backwards.
    public var approachingFromBelow: Bool

    /// Creates a state.
    @inlinable public init(time: Double, duration: Double, iteration: Double, approachingFromBelow: Bool = false) {
        self.time = time; self.duration = duration; self.iteration = iteration
        self.approachingFromBelow = approachingFromBelow
    }

    /// The fraction of the iteration, 0…1, before any timing function.
    @inlinable public var progress: Double { duration > 0 ? time / duration : 1 }
}
