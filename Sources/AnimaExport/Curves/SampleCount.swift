import AnimaCore

/// How many samples an exporter takes of something measured in user numbers (seconds, frames, points), as an Int
/// that never traps: a spring lasting 1e300 s or a layer 1e300 points wide is held at a bound instead of overflowing.
enum SampleCount {
    /// Samples per second of a sampled curve (springs, cubic keyframes, overlaid legs).
    static let perSecond = 240.0
    /// The most samples of one curve: 100 s at `perSecond`; a longer leg is sampled more coarsely.
    static let maxPerCurve = 24_000

    /// `perSecond` samples for each of `seconds`, rounded up, at least `minimum` and at most `maxPerCurve`.
    static func of(seconds: Double, minimum: Int) -> Int {
        let n = (seconds * perSecond).rounded(.up)
        return Swift.max(minimum, n < Double(maxPerCurve) ? whole(n) : maxPerCurve)
    }

    /// `v` rounded toward zero, NaN and negatives as 0, and past 2⁴⁸ held there (more than any loop can run).
    static func whole(_ v: Double) -> Int {
        guard v > 0 else { return 0 }
        return v < 0x1p48 ? Int(v) : 1 << 48
    }
}
