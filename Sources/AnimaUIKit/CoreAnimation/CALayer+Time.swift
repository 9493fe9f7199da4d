#if !canImport(Darwin)
import AnimaCore
import Foundation

extension CALayer {
    /// Length of one iteration of the layer's time; 0 (the default) lets it run on unbounded.
    public var duration: CFTimeInterval {
        get { clock.duration }
        set { clock.duration = newValue; clockDidChange() }
    }

    /// Iterations of the layer's `duration`.
    public var repeatCount: Float {
        get { clock.repeatCount }
        set { clock.repeatCount = newValue; clockDidChange() }
    }

    /// Total active seconds of the layer's time instead of a count.
    public var repeatDuration: CFTimeInterval {
        get { clock.repeatDuration }
        set { clock.repeatDuration = newValue; clockDidChange() }
    }

    /// Whether each iteration of the layer's time runs forward then back.
    public var autoreverses: Bool {
        get { clock.autoreverses }
        set { clock.autoreverses = newValue; clockDidChange() }
    }

    /// What the layer's time holds outside its active interval.
    public var fillMode: CAMediaTimingFillMode {
        get { clock.fillMode }
        set { clock.fillMode = newValue; clockDidChange() }
    }

    /// The layer's own clock now, as AnimaCore models it.
    var layerTiming: LayerTiming {
        func finite(_ v: Double, _ fallback: Double) -> Double { v.isFinite ? v : fallback }
        let count = clock.repeatCount.isNaN ? 0 : Double(clock.repeatCount)
        return LayerTiming(beginTime: finite(beginTime, 0), speed: finite(Double(speed), 1),
                           timeOffset: finite(timeOffset, 0), duration: max(finite(clock.duration, 0), 0),
                           repeatCount: max(count, 0), repeatDuration: max(finite(clock.repeatDuration, 0), 0),
                           autoreverses: clock.autoreverses, fillMode: FillMode(rawValue: clock.fillMode.rawValue) ?? .removed)
    }

    /// The layer whose clock this one's runs in: the superlayer, or for a mask the layer it masks.
    var timeParent: CALayer? { superlayer ?? maskOwner }

    /// The layer's time at global time `t`, through its superlayers' clocks as they are now (NaN when a clock on
    /// the way is outside its active interval).
    func localTime(_ t: Double) -> Double {
        layerTiming.localTime(timeParent?.localTime(t) ?? t)
    }

    /// The layer's time at global time `t` through every clock's settings as they were then, by the sum `localTime`
    /// (what `presentation()` showed) makes.
    func historicalLocalTime(_ t: Double) -> Double {
        clock.settings(atGlobal: t).localTime(timeParent(atGlobal: t)?.historicalLocalTime(t) ?? t)
    }

    /// The layer whose clock this one's ran in at global time `t`, once every change of that instant was made: for a
    /// layer out of the tree, the superlayer it left until the instant it left, then none. Core Animation computes a
    /// layer without a superlayer from its own `beginTime`, `speed` and `timeOffset` on global time, as `localTime`
    /// does now: a resume out of the tree (QA1673's, `beginTime` from global time) is on that clock.
    func timeParent(atGlobal t: Double) -> CALayer? {
        if let timeParent { return timeParent }
        guard let former = formerSuperlayer, let left = former.departures.last(where: { $0.layer === self })?.time,
              t < left else { return nil }
        return former
    }

    /// The global time at which the layer's clock reads `local` (infinite when a clock on the way is stopped).
    func globalTime(fromLocal local: Double) -> Double {
        guard let parent = layerTiming.ownParentTime(fromLocal: local) else { return .infinity }
        return timeParent?.globalTime(fromLocal: parent) ?? parent
    }

    /// Converts a time from another layer's time (or global time, for nil) into this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(l?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts a time from this layer's time into another layer's (or global time, for nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return l?.localTime(global) ?? global
    }

    /// Records a change of the clock and moves the natural ends of every animation below to the new schedule: the
    /// QA1673 pause (speed 0) holds them, the resume lets them finish that much later.
    func clockDidChange() {
        let now = CACurrentMediaTime()
        clock.record(layerTiming, global: now)
        rescheduleEnds()
    }

    /// Schedules again the end of every attached animation on this layer, its mask and its sublayers.
    private func rescheduleEnds() {
        for attached in liveAttachments { scheduleEnd(of: attached) }
        mask?.rescheduleEnds()
        for sub in sublayers ?? [] { sub.rescheduleEnds() }
    }

    /// Whether `attached` has reached its natural end on the clock as it is now, by AnimaCore's rule
    /// (`MediaTiming.hasReachedEnd`), the one sampling uses: the instant an animation is removed is the instant
    /// `presentation()` and a recording's replay stop showing it.
    func hasReachedEnd(_ attached: AttachedAnimation) -> Bool {
        hasReachedEnd(attached, atLocalTime: localTime(CACurrentMediaTime()))
    }

    /// Whether `attached` has reached its natural end at the layer's time `local`, by the same rule.
    func hasReachedEnd(_ attached: AttachedAnimation, atLocalTime local: Double) -> Bool {
        let timing = attached.timing
        let magnitude = (local - timing.beginTime) * abs(timing.speed)
        return timing.endTime.isFinite
            && MediaTiming.hasReachedEnd(magnitude, of: timing.activeDuration, parentTime: local,
                                         beginTime: timing.beginTime, speed: timing.speed)
    }
}
#endif
