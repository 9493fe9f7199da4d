import AnimaCore
import AnimaFormat
import Testing

/// CSS Easing's before flag for step animations in their fills (issue 29), which the format follows for steps.
///
/// Web Animations § "calculating the transformed progress": the flag is set in the before phase going forwards and in
/// the after phase going backwards. CSS Easing 1 §2.3: the current step is floor(x × n), + 1 for jump-start, − 1 when
/// the flag is set and x × n is a whole number; the output is that step over the number of jumps.
@Suite struct StepsBeforePhaseTests {
    /// opacity 0 → 1 with steps(2, jump-start) over 1 s, beginning at 1 s, as JSON with `timing` added to it.
    static func stepsAnimation(_ timing: String = "") -> String {
        #"{"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1, "beginTime": 1, "#
            + #""timingFunction": {"steps": 2, "position": "start"}\#(timing)}"#
    }

    @Test func aBackwardsFillBeforeAJumpStartShowsTheValueBeforeTheJump() throws {
        // At 0.5 s the animation is in its before phase at input progress 0: floor(0 × 2) + 1 − 1 = 0, so 0 / 2 = 0
        // and opacity is 0 — not the first step's 0.5.
        let scene = try SceneDecoder().decode(document(animations: "[\(Self.stepsAnimation(#", "fillMode": "backwards""#))]"))
        let opacity = try #require(try Timeline(scene).sample(at: 0.5)["a"]).opacity
        #expect(opacity == 0)
    }

    @Test func aGroupChildInItsBackwardsFillShowsTheValueBeforeTheJump() throws {
        // The same animation as the child of a 3 s group (the per-animation clock path, not the vectorised one):
        // at 0.5 s of the group the child is before its begin, so it shows 0 as above.
        let child = Self.stepsAnimation(#", "fillMode": "backwards""#)
        let scene = try SceneDecoder().decode(document(animations: #"""
            [{"type": "group", "duration": 3, "animations": [\#(child)]}]
            """#))
        let opacity = try #require(try Timeline(scene).sample(at: 0.5)["a"]).opacity
        #expect(opacity == 0)
    }

    @Test func aForwardsFillThatEndsGoingBackwardsShowsTheValueBeforeTheJump() throws {
        // Autoreversing twice: four legs of 1 s from 1 s to 5 s, the last one reverse, so at 6 s the fill holds
        // directed progress 0 in the after phase going backwards: the flag is set and opacity is 0, not 0.5.
        let timing = #", "repeatCount": 2, "autoreverses": true, "fillMode": "forwards", "removedOnCompletion": false"#
        let scene = try SceneDecoder().decode(document(animations: "[\(Self.stepsAnimation(timing))]"))
        let timeline = try Timeline(scene)
        #expect(try #require(timeline.sample(at: 6)["a"]).opacity == 0)
        // Inside the active interval the flag is clear: at 1 s (progress 0, going forwards) the jump has happened.
        #expect(try #require(timeline.sample(at: 1)["a"]).opacity == 0.5)
    }

    @Test func aForwardsFillThatEndsGoingForwardsIsUnchanged() throws {
        // One forward iteration, filled forwards: directed progress 1 in the after phase going forwards, flag clear;
        // floor(1 × 2) + 1 = 3, clamped to the 2 jumps: 2 / 2 = 1.
        let timing = #", "fillMode": "forwards", "removedOnCompletion": false"#
        let scene = try SceneDecoder().decode(document(animations: "[\(Self.stepsAnimation(timing))]"))
        #expect(try #require(try Timeline(scene).sample(at: 3)["a"]).opacity == 1)
    }

    @Test func theStepsRuleTakesTheBeforeFlag() {
        // The same input through the rule directly: 0 with the flag, the first step (1/2) without it.
        #expect(TimingFunction.steps(2, .start)(0, approachingFromBelow: true) == 0)
        #expect(TimingFunction.steps(2, .start)(0, approachingFromBelow: false) == 0.5)
    }
}
