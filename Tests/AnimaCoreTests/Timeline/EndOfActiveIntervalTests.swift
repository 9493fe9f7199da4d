import AnimaCore
import Testing

@Suite("The end of an active interval (one rule: MediaTiming.hasReachedEnd)")
struct EndOfActiveIntervalTests {
    /// Begins at 1/60 s and lasts 1 s: its active interval is [1/60, 1/60 + 1).
    let timing = MediaTiming(beginTime: 1.0 / 60, duration: 1)

    @Test func anEndReachedByASumThatRoundsShortIsTheEnd() {
        // 1/60 + 1 is 1.0166666666666666, and 1.0166666666666666 − 1/60 is 0.9999999999999999: one ulp short of the
        // duration, yet the same instant. A removed animation shows nothing there; a forwards fill shows the end (1).
        let end = 1.0 / 60 + 1
        #expect(end - timing.beginTime < 1)
        #expect(timing.state(atParentTime: end) == nil)
        var held = timing
        held.fillMode = .forwards; held.isRemovedOnCompletion = false
        #expect(held.state(atParentTime: end)?.time == 1)
        #expect(held.state(atParentTime: end)?.iteration == 0)
    }

    @Test func aNanosecondBeforeTheEndIsStillActive() {
        // The tolerance is 10⁻¹² of the times (here about 1 s): a nanosecond before the end the animation is
        // 1 − 10⁻⁹ in.
        let state = timing.state(atParentTime: timing.beginTime + 1 - 1e-9)
        #expect(state != nil)
        #expect(abs((state?.time ?? 0) - (1 - 1e-9)) < 1e-12)
    }

    @Test func aGroupChildEndingWithItsGroupHoldsItsEndAcrossTheSameRounding() {
        // A child's end is inclusive when it ends with its group: just past its end by rounding it still shows its
        // last frame (1), and a millisecond later it is gone.
        let child = MediaTiming(beginTime: 0.1, duration: 0.2)
        let end = 0.1 + 0.2  // 0.30000000000000004
        #expect(child.state(atParentTime: end.nextUp, asGroupChild: true)?.time == 0.2)
        #expect(child.state(atParentTime: end + 1e-3, asGroupChild: true) == nil)
    }

    @Test func theToleranceScalesWithTheTimesAndTheSpeed() {
        // 10⁻¹² of the larger time (at least 1 s's worth), times the speed when it is above 1.
        #expect(MediaTiming.endTolerance(parentTime: 0.5, beginTime: 0.25, speed: 1) == 1e-12)
        #expect(abs(MediaTiming.endTolerance(parentTime: 1_000, beginTime: 0, speed: 0.5) - 1e-9) < 1e-24)
        #expect(abs(MediaTiming.endTolerance(parentTime: 2, beginTime: -4, speed: -3) - 12e-12) < 1e-24)
        #expect(!MediaTiming.hasReachedEnd(1e300, of: .infinity, parentTime: 1e300, beginTime: 0, speed: 1))
    }
}
