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
    /// The attached animations whose natural end has been announced (so a rescheduled end fires once).
    var endedAnimations: Set<ObjectIdentifier> = []

    /// Notes that the settings became `timing` at superlayer time `parentTime`.
    mutating func record(_ timing: LayerTiming, atParentTime parentTime: Double) {
        guard parentTime.isFinite else { return }
        var settings = timing
        settings.changes = []
        if let last = history.changes.last, last.time >= parentTime {
            history.changes[history.changes.count - 1] = LayerTimingChange(time: last.time, timing: settings)
        } else {
            history.changes.append(LayerTimingChange(time: parentTime, timing: settings))
        }
    }
}
#endif
