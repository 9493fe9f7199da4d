/// A layer's own clock (CALayer's CAMediaTiming): `local = (parent − beginTime) · speed + timeOffset`.
///
/// `speed` 0 with a `timeOffset` freezes the layer and its sublayers at that time, Apple's documented way to pause.
public struct LayerTiming: Sendable, Hashable {
    /// Start in the superlayer's time.
    public var beginTime = 0.0
    /// Rate relative to the superlayer's time.
    public var speed = 1.0
    /// Added to the local time.
    public var timeOffset = 0.0

    /// Creates layer timing (identity by default).
    public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) {
        self.beginTime = beginTime; self.speed = speed; self.timeOffset = timeOffset
    }

    /// Whether the clock is the superlayer's unchanged.
    public var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// The layer's local time for its superlayer's time `t`.
    @inlinable public func localTime(_ t: Double) -> Double { (t - beginTime) * speed + timeOffset }
}
