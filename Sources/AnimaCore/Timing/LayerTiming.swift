/// A layer's own clock (CALayer's CAMediaTiming): `local = (parent − beginTime) · speed + timeOffset`, then, when the
/// layer has a `duration`, its own repeats, autoreverse and fill, as an animation's.
///
/// `speed` 0 with a `timeOffset` freezes the layer and its sublayers at that time, Apple's documented way to pause
/// (QA1673). A clock that changed during a recording carries its later settings in `changes`.
public struct LayerTiming: Sendable, Hashable {
    /// Start in the superlayer's time.
    public var beginTime = 0.0
    /// Rate relative to the superlayer's time.
    public var speed = 1.0
    /// Added to the local time.
    public var timeOffset = 0.0
    /// Length of one iteration of the layer's time; 0 (the default) means the layer's time runs on unbounded.
    public var duration = 0.0
    /// Iterations of `duration` (fractional allowed, `.infinity` for ever); 0 means one. Needs a `duration`.
    public var repeatCount = 0.0
    /// Total active seconds instead of a count; 0 means unused. Needs a `duration`.
    public var repeatDuration = 0.0
    /// Whether each iteration runs forward then backward. Needs a `duration`.
    public var autoreverses = false
    /// What the layer's time holds outside its active interval; outside it without a fill its animations show nothing.
    public var fillMode = FillMode.removed
    /// Later settings of the clock, each from a time in the superlayer's time on, in increasing time order; before
    /// the first, the settings above hold. Their own `changes` are ignored.
    public var changes: [LayerTimingChange] = []

    /// Creates layer timing (identity by default).
    public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0, duration: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed, changes: [LayerTimingChange] = []) {
        self.beginTime = beginTime; self.speed = speed; self.timeOffset = timeOffset; self.duration = duration
        self.repeatCount = repeatCount; self.repeatDuration = repeatDuration; self.autoreverses = autoreverses
        self.fillMode = fillMode; self.changes = changes
    }

    /// Whether the clock is the superlayer's unchanged, at every time.
    public var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 && duration == 0 && changes.isEmpty }

    /// Whether these settings map time linearly (no duration, so no repeats, reversal or fill).
    public var isLinear: Bool { duration == 0 }

    /// The settings in force at superlayer time `t`: the last change at or before `t`, else these.
    @inlinable public func settings(atParentTime t: Double) -> LayerTiming {
        guard !changes.isEmpty, let change = changes.last(where: { $0.time <= t }) else { return self }
        return change.timing
    }

    /// The layer's local time for its superlayer's time `t`; NaN where the layer's clock is outside its active
    /// interval without a fill (its animations then show nothing).
    @inlinable public func localTime(_ t: Double) -> Double {
        if changes.isEmpty { return ownLocalTime(t) }
        return settings(atParentTime: t).ownLocalTime(t)
    }

    /// `localTime` by these settings alone.
    @inlinable public func ownLocalTime(_ t: Double) -> Double {
        guard duration > 0 else { return (t - beginTime) * speed + timeOffset }
        return iterationTiming.state(atParentTime: t)?.time ?? .nan
    }

    /// The superlayer's time at which these settings alone read `local`, the inverse of `ownLocalTime` on its first
    /// pass (a `duration`'s repeats are not undone); nil when the clock stands (speed 0).
    @inlinable public func ownParentTime(fromLocal local: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (local - timeOffset) / speed + beginTime
    }

    /// The clock as an animation's: the same repeat, autoreverse and fill rules (a layer is never removed).
    @inlinable public var iterationTiming: MediaTiming {
        MediaTiming(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                    repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
                    fillMode: fillMode, isRemovedOnCompletion: false)
    }
}
