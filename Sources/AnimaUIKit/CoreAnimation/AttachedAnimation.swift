#if !canImport(Darwin)
import AnimaCore

/// One animation as a layer holds it: the copy that was added, its AnimaCore form with a resolved begin time, and
/// when it was attached and removed (the recording replays exactly that interval).
final class AttachedAnimation {
    /// The key it was added under (nil keys cannot be replaced or looked up).
    let key: String?
    /// The stored copy.
    let animation: CAAnimation
    /// The AnimaCore animation (begin time in the layer's time), or nil when it cannot be modelled.
    var core: Animation?
    /// Its clock (begin time resolved), also for unmodelled animations so that they still end.
    var timing: MediaTiming
    /// The layer time and global time at which it was added.
    let attachedLocal: Double
    let attachedGlobal: Double
    /// The global order of the change.
    let sequence: Int
    /// The global time at which it was removed, replaced or finished and dropped; nil while attached.
    var removedGlobal: Double?
    /// Set while UIKit's property animator moves it to a paused or rebuilt copy, so no completion fires.
    var isSilentlyReplaced = false

    init(key: String?, animation: CAAnimation, core: Animation?, timing: MediaTiming, attachedLocal: Double,
         attachedGlobal: Double, sequence: Int) {
        self.key = key; self.animation = animation; self.core = core; self.timing = timing
        self.attachedLocal = attachedLocal; self.attachedGlobal = attachedGlobal; self.sequence = sequence
    }

    /// Whether it is still on the layer.
    var isAttached: Bool { removedGlobal == nil }
}
#endif
