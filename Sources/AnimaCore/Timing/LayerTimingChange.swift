/// A layer clock's settings from a time on: how a recording keeps `speed`, `timeOffset` and `beginTime` changed
/// while it ran (QA1673's pause and resume), so the Scene replays the pause.
public struct LayerTimingChange: Sendable, Hashable {
    /// When the settings take effect, in the superlayer's time.
    public var time: Double
    /// The settings from then on (their own `changes` are ignored).
    public var timing: LayerTiming

    /// Creates a change.
    public init(time: Double, timing: LayerTiming) {
        self.time = time; self.timing = timing
    }
}
