#if !canImport(Darwin)
import AnimaCore

/// A layer's CAMediaTiming members beyond `beginTime`, `speed` and `timeOffset`, and the history of its clock: every
/// setting it had, each from the superlayer time at which it was made, so a recording replays a pause and resume.
struct LayerClock {
    /// CALayer's `duration` (0: the layer's time runs on unbounded).
    var duration: Double = 0
    /// CALayer's `repeatCount`.
    var repeatCount: Float = 0
    /// CALayer's `repeatDuration`.
    var repeatDuration: Double = 0
    /// CALayer's `autoreverses`.
    var autoreverses = false
    /// CALayer's `fillMode`.
    var fillMode = CAMediaTimingFillMode.removed
    /// The settings the layer was created with, and each later one from the superlayer time it was made at (the
    /// last of several made at the same time wins).
    private(set) var history = LayerTiming()
    /// The global time at which each of `history.changes` was made (the last, for several at one superlayer time).
    private(set) var changeGlobals: [Double] = []
    /// The attached animations whose natural end has been announced (so a rescheduled end fires once).
    var endedAnimations: Set<ObjectIdentifier> = []

    /// Notes that the settings became `timing` at superlayer time `parentTime`, global time `global`.
    mutating func record(_ timing: LayerTiming, atParentTime parentTime: Double, global: Double) {
        guard parentTime.isFinite else { return }
        Self.note(timing, at: parentTime, global: global, in: &history.changes, &changeGlobals)
    }

    /// The history with each change at the superlayer time `parentTime` gives for the global time it was made (a
    /// recording's superlayer clock, which reads a little early within a pause), each new setting starting from the
    /// time it started from then: the same rule for changes at one time.
    func history(on parentTime: (Double) -> Double) -> LayerTiming {
        var out = history
        out.changes = []
        var globals: [Double] = []
        for (change, global) in zip(history.changes, changeGlobals) {
            let time = parentTime(global)
            guard time.isFinite else { continue }
            // Read early, the new settings would read early by as much (a resume below a paused superlayer would go
            // on from before the paused time, which the clock had already passed): they begin that much earlier.
            var settings = change.timing
            settings.beginTime += time - change.time
            Self.note(settings, at: time, global: global, in: &out.changes, &globals)
        }
        return out
    }

    /// Appends a change, or, when the last is at the same superlayer time or later (a clock that went back), makes
    /// it the last's settings: changes stay in increasing time order.
    private static func note(_ timing: LayerTiming, at time: Double, global: Double,
                             in changes: inout [LayerTimingChange], _ globals: inout [Double]) {
        var settings = timing
        settings.changes = []
        if let last = changes.last, last.time >= time {
            changes[changes.count - 1] = LayerTimingChange(time: last.time, timing: settings)
            globals[globals.count - 1] = global
        } else {
            changes.append(LayerTimingChange(time: time, timing: settings))
            globals.append(global)
        }
    }
}
#endif
