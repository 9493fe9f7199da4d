/// The timing every preset takes: seconds per play, seconds before it starts, and how many plays.
public struct PresetTiming: Sendable, Hashable {
    /// Seconds of one play.
    public var duration: Double
    /// Seconds on the layer's clock before it starts.
    public var delay: Double
    /// Plays: 0 and 1 both play once, fractions stop part-way, `.infinity` loops.
    public var repeatCount: Double

    /// Creates timing.
    public init(duration: Double, delay: Double = 0, repeatCount: Double = 1) {
        self.duration = duration; self.delay = delay; self.repeatCount = repeatCount
    }
}
