#if !canImport(Darwin)
import AnimaCore

/// A layer's CAMediaTiming members beyond `beginTime`, `speed` and `timeOffset`, and the history of its clock: every
/// setting it had, each from the global time at which it was made, so a recording replays a pause and resume.
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
    /// Each setting since the layer was created (identity before the first), with the global time it was made at
    /// (the last of several made at one instant wins). Keyed by global time, not the superlayer's: a superlayer's
    /// time stands still while it is paused, so changes made then would share one key.
    private(set) var changes: [(global: Double, timing: LayerTiming)] = []
    /// The attached animations whose natural end has been announced (so a rescheduled end fires once).
    var endedAnimations: Set<ObjectIdentifier> = []

    /// The global times at which the settings changed.
    var changeGlobals: [Double] { changes.map(\.global) }

    /// Notes that the settings became `timing` at global time `global`.
    mutating func record(_ timing: LayerTiming, global: Double) {
        var settings = timing
        settings.changes = []
        if let last = changes.last, last.global >= global {
            changes[changes.count - 1].timing = settings
        } else {
            changes.append((global, settings))
        }
    }

    /// The settings in force at global time `t` once every change of that instant was made.
    func settings(atGlobal t: Double) -> LayerTiming {
        changes.last { $0.global <= t }?.timing ?? LayerTiming()
    }

    /// The settings at global time `t` for a layer whose subtree left the tree at global time `gone`: from then on,
    /// those in force just before that instant. Not the changes made at it: `presentation()` shows an instant once
    /// every change of it is made, when the layer is out of the tree and shows nowhere.
    func settings(atGlobal t: Double, frozenFrom gone: Double) -> LayerTiming {
        t < gone ? settings(atGlobal: t) : changes.last { $0.global < gone }?.timing ?? LayerTiming()
    }

    /// Whether the settings at global time `t` (frozen from `gone`, as `settings(atGlobal:frozenFrom:)`) stop the
    /// layer's time (QA1673's pause: speed 0, no duration).
    func isPaused(atGlobal t: Double, frozenFrom gone: Double) -> Bool {
        let settings = settings(atGlobal: t, frozenFrom: gone)
        return settings.speed == 0 && settings.duration == 0
    }
}
#endif
