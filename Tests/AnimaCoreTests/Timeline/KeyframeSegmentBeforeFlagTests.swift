import AnimaCore
import AnimaTestSupport
import Testing

/// The before flag reaches a keyframe segment's own timing function (issue 29).
///
/// Web Animations passes the before flag to a keyframe's easing as well as to the effect's (Chromium's
/// `InterpolationEffect` evaluates each keyframe's easing with the effect's limit direction), so a segment's
/// `steps(n, start)` in a backwards fill shows the value before its first jump, as a whole animation's does
/// (`StepsBeforePhaseTests`). CSS Easing 1 §2.3: the current step is floor(x × n) + 1 for jump-start, − 1 when the
/// flag is set and x × n is whole; the output is that over the number of jumps.
@Suite struct KeyframeSegmentBeforeFlagTests {
    /// 0 → 1 over one segment with `steps(2, start)`, 1 s from 1 s on, with `timing` applied.
    func opacitySteps(_ timing: (Animation) -> Animation) -> Animation {
        timing(.keyframes(.opacity, values: [0, 1], keyTimes: [0, 1], timingFunctions: [.steps(2, .start)], duration: 1)
            .beginTime(1))
    }

    @Test func aSegmentsJumpStartInABackwardsFillShowsTheValueBeforeTheJump() throws {
        // At 0.5 s: before phase, progress 0, flag set: floor(0) + 1 − 1 = 0 → 0/2 → opacity 0, not the first step's 0.5.
        let a = opacitySteps { $0.fillMode(.backwards) }
        #expect(try sampleOne([a], at: 0.5).opacity == 0)
        // In the active phase at its start the flag is clear and the jump has happened.
        #expect(try sampleOne([a], at: 1).opacity == 0.5)
    }

    @Test func aSegmentsJumpStartAtTheEndOfAReverseLegShowsTheValueBeforeTheJump() throws {
        // Two autoreversed iterations: legs from 1 to 5 s, the last one reverse; at 6 s the forwards fill holds
        // progress 0 in the after phase going backwards, so the flag is set: opacity 0.
        let a = opacitySteps { $0.autoreverses().repeatCount(2).keepsFinalState() }
        #expect(try sampleOne([a], at: 6).opacity == 0)
    }

    @Test func aTransformSegmentTakesTheFlagToo() throws {
        // The general lane (whole transforms): identity → scale 3 with steps(2, start); in the backwards fill the
        // segment stays at its start, the identity (m11 = 1), not halfway (scale 2).
        let a = Animation.keyframes(.transform, values: [.transform(.identity), .transform(.scale(3, 3))],
                                    keyTimes: [0, 1], timingFunctions: [.steps(2, .start)], duration: 1)
            .beginTime(1).fillMode(.backwards)
        #expect(try sampleOne([a], at: 0.5).transform.m11 == 1)
        #expect(try sampleOne([a], at: 1).transform.m11 == 2)
    }

    @Test func discreteKeyframesAgreeWithSegmentsOfJumpEndSteps() throws {
        // Discrete values hold on [keyTime_i, keyTime_(i+1)), which is what a segment of steps(1, end) does (the Web
        // export writes discrete keyframes so). A time offset of half the duration puts the backwards fill on key
        // time 0.5, where value 1 (0.25) begins: both show 0.25 with the flag set, as the flag only lowers a step
        // that jump-end (floor(0 × 1) − 1 = −1) clamps back to 0.
        let discrete = Animation.keyframes(.opacity, values: [0.5, 0.25], keyTimes: [0, 0.5, 1],
                                           calculationMode: .discrete, duration: 1)
        let stepped = Animation.keyframes(.opacity, values: [0.5, 0.25, 0.25], keyTimes: [0, 0.5, 1],
                                          timingFunctions: [.steps(1, .end), .steps(1, .end)], duration: 1)
        for a in [discrete, stepped] {
            let filled = a.beginTime(1).timeOffset(0.5).fillMode(.backwards)
            #expect(try sampleOne([filled], at: 0.5).opacity == 0.25)
            #expect(try sampleOne([filled], at: 1.25).opacity == 0.25)
            #expect(try sampleOne([filled], at: 1.6).opacity == 0.5)
        }
    }
}
