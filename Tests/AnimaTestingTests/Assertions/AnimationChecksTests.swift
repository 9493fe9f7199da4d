import Anima
import AnimaTesting
import Testing

/// The checks pass on what the test scene does (worked out by hand in TestScene) and fail, naming layer, key path,
/// time and values, on what it does not.
@Suite struct AnimationChecksTests {
    let scene = TestScene().scene

    @Test func valuePassesOnTheHandComputedRotation() {
        #expect(AnimationChecks.value(scene, "bell", "transform.rotation.z", at: 0.15, isCloseTo: TestScene.bellAt015,
                                      within: 1e-9) == nil)
        expectValue(scene, "bell", "transform.rotation.z", at: 0.15, isCloseTo: -0.19635, within: 1e-4)
    }

    @Test func valueFailureNamesLayerKeyPathTimeAndBothValues() throws {
        let failure = try #require(AnimationChecks.value(scene, "bell", "transform.rotation.z", at: 0.15, isCloseTo: -0.3,
                                                         within: 1e-4))
        #expect(failure.message == "bell transform.rotation.z at 0.1500 s: expected -0.3000 ± 0.0001, got -0.1963 (off by 0.1037)")
    }

    @Test func valueReportsUnknownLayersAndKeyPaths() throws {
        let layer = try #require(AnimationChecks.value(scene, "bel", "opacity", at: 0, isCloseTo: 1, within: 0))
        #expect(layer.message.hasPrefix("no layer \"bel\" in the scene (layers: card, badge, bell, flash)"))
        let key = try #require(AnimationChecks.value(scene, "bell", "rotation", at: 0, isCloseTo: 1, within: 0))
        #expect(key.message.hasPrefix("unknown key path \"rotation\""))
    }

    @Test func expectationsRecordAnIssueAtTheCaller() {
        withKnownIssue {
            expectValue(scene, "bell", "transform.rotation.z", at: 0.15, isCloseTo: 0, within: 1e-4)
        } matching: { issue in
            issue.description.contains("bell transform.rotation.z at 0.1500 s")
        }
    }

    @Test func monotonicScaleRisesAndTheBellDoesNot() throws {
        #expect(expectMonotonic(scene, "card", "transform.scale", from: 0, to: 0.5))
        // The bell starts and ends at 0, so it must not move at all; it falls first, straight away.
        let failure = try #require(AnimationChecks.monotonic(scene, "bell", "transform.rotation.z", from: 0, to: 0.9))
        #expect(failure.message.hasPrefix("bell transform.rotation.z is not monotonic from 0.0000 s to 0.9000 s: "
            + "it goes from 0.0000 to 0.0000 but falls from 0.0000 at 0.0000 s to -0.0055 at 0.0042 s"))
    }

    @Test func settlesOnceTheScaleHoldsItsFinalValue() throws {
        // The card reaches 1.2 at 0.5 s and keeps it; at 0.4 s it is still 1.16.
        #expect(expectSettles(scene, "card", "transform.scale", by: 0.5, within: 1e-9))
        let failure = try #require(AnimationChecks.settles(scene, "card", "transform.scale", by: 0.4,
                                                           within: 0.001))
        #expect(failure.message.hasPrefix("card transform.scale has not settled by 0.4000 s: at 0.4000 s it is 1.1600, "
            + "0.0400 from its final value 1.2000"))
    }

    @Test func noJumpsCatchesTheOneFramePop() throws {
        // The flash fades in by 1/30 per frame, then its animation is removed at 0.5 s and the model's 0 shows.
        let failure = try #require(AnimationChecks.noJumps(scene, maxDeltaPerFrame: 0.1))
        #expect(failure.message == "flash opacity jumps by 0.9667 in one frame: 0.9667 at 0.4833 s, 0.0000 at 0.5000 s "
            + "(at most 0.1000 per frame allowed)")
        #expect(expectNoJumps(scene, maxDeltaPerFrame: 0.1, layers: ["card", "badge", "bell"]))
    }

    @Test func durationIsTheLastAnimationsEnd() throws {
        #expect(expectDuration(scene, 0.9))
        var later = TestScene()
        later.bellBegin = 0.1
        let failure = try #require(AnimationChecks.duration(later.scene, is: 0.9))
        #expect(failure.message == "expected the animations to last 0.9000 s ± 1e-06, but they last 1.0000 s "
            + "(the last to end is bell shake)")
    }

    @Test func timelinesAreSubjectsToo() throws {
        let timeline = try Timeline(scene)
        #expect(expectValue(timeline, "card", "transform.scale", at: 0.25, isCloseTo: 1.1, within: 1e-9))
    }
}
