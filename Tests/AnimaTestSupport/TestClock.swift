#if !canImport(Darwin)
import AnimaUIKit
import Testing

/// How a test starts AnimaUIKit's clock: only under `.drivesTheClock`, whose lock keeps clock-driving tests apart.
@MainActor
public enum TestClock {
    /// Resets `AnimaClock` (time 0, no pending completions); records an issue when the test is not under the clock
    /// lock, which would let another suite move the clock under it.
    public static func reset(sourceLocation: SourceLocation = #_sourceLocation) {
        if !ClockLock.isHeld {
            Issue.record("drives AnimaClock outside the clock lock: add .drivesTheClock to the suite",
                         sourceLocation: sourceLocation)
        }
        AnimaClock.reset()
    }
}
#endif
