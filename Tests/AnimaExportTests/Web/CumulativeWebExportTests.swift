import AnimaCore
@testable import AnimaExport
import AnimaFormat
import AnimaTestSupport
import Foundation
import Testing

/// A cumulative animation (`isCumulative`) adds, on every repeat, what one iteration changes: iteration n shows its
/// values plus n × (last − first). Browsers do not implement Web Animations' `iterationComposite: "accumulate"`, so
/// the Web export unrolls the repeats into one iteration whose keyframes climb (issue 18; it used to warn and let
/// each repeat restart).
@Suite(.serialized) struct CumulativeWebExportTests {
    /// One layer whose `position.x` animation is `animation` (a JSON object's members), on a 100×100 canvas.
    static func scene(_ animation: String, duration: Double = 4) -> String {
        """
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": \(duration)},
         "layers": [{"id": "box", "frame": [0, 40, 20, 20], "backgroundColor": "#FF0000",
                     "animations": [{"type": "basic", "keyPath": "position.x", \(animation)}]}]}
        """
    }

    static func plan(_ json: String) throws -> (Timeline, WebAnimationPlanner) {
        let timeline = try Timeline(try SceneDecoder().decode(json))
        return (timeline, WebAnimationPlanner.plan(timeline))
    }

    /// The `--anima-px` value of each keyframe.
    static func xs(_ a: WebAnimation) -> [Double] {
        a.keyframes.map { k in k.properties.first { $0.0 == "--anima-px" }.flatMap { Double($0.1) } ?? .nan }
    }

    @Test func repeatsAreUnrolledIntoClimbingKeyframes() throws {
        // 0 → 10 over 1 s, three repeats: iteration n runs 10n → 10n + 10, so one 3 s iteration with keys
        // 0 → 10 | 10 → 20 | 20 → 30 at offsets 0, ⅓, ⅓, ⅔, ⅔, 1 (the repeat boundaries are zero-length jumps
        // between equal values here).
        let (timeline, planner) = try Self.plan(Self.scene(#""from": 0, "to": 10, "duration": 1, "repeatCount": 3, "cumulative": true"#))
        #expect(planner.warnings.isEmpty, "\(planner.warnings)")
        let a = try #require(planner.animations.first)
        #expect(planner.animations.count == 1)
        #expect(a.timing.duration == 3000 && a.timing.iterations == 1 && !a.timing.alternate)
        #expect(Self.xs(a) == [0, 10, 10, 20, 20, 30])
        let offsets = a.keyframes.map(\.offset)
        #expect(offsets.count == 6)
        for (got, want) in zip(offsets, [0, 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1]) { #expect(abs(got - want) < 1e-12) }
        // The engine agrees: at 1.5 s iteration 1 is halfway, 5 + 10.
        #expect(timeline.sample(at: 1.5)["box"]?.position.x == 15)
    }

    @Test func autoreversingRepeatsClimbOncePerRepeat() throws {
        // 0 → 10 over 1 s, autoreversing, two repeats: legs 0→10, 10→0 (iteration 0), then 10→20, 20→10
        // (iteration 1, +10). One 4 s iteration; at 2 s the value jumps from 0 to 10.
        let (timeline, planner) = try Self.plan(Self.scene(
            #""from": 0, "to": 10, "duration": 1, "repeatCount": 2, "autoreverses": true, "cumulative": true"#))
        let a = try #require(planner.animations.first)
        #expect(a.timing.duration == 4000 && a.timing.iterations == 1 && !a.timing.alternate)
        #expect(Self.xs(a) == [0, 10, 10, 0, 10, 20, 20, 10])
        #expect(a.keyframes.map(\.offset) == [0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
        // Engine: at 3.5 s leg 3 (reverse of iteration 1) is halfway back: 5 + 10.
        #expect(timeline.sample(at: 3.5)["box"]?.position.x == 15)
    }

    @Test func aFractionalRepeatAndATimeOffsetCutTheFirstAndLastRepeat() throws {
        // timeOffset 0.5 and 2 repeats: local positions 0.5 … 2.5, so legs 0 (5 → 10), 1 (10 → 20), 2 (20 → 25).
        // Over the 2 s active time the keys sit at 0, 0.25, 0.25, 0.75, 0.75, 1.
        let (_, planner) = try Self.plan(Self.scene(
            #""from": 0, "to": 10, "duration": 1, "repeatCount": 2, "timeOffset": 0.5, "cumulative": true"#))
        let a = try #require(planner.animations.first)
        #expect(a.timing.duration == 2000 && a.timing.iterationStart == 0)
        #expect(Self.xs(a) == [5, 10, 10, 20, 20, 25])
        #expect(a.keyframes.map(\.offset) == [0, 0.25, 0.25, 0.75, 0.75, 1])
    }

    @Test func aToOnlyAnimationAccumulatesFromTheModelValue() throws {
        // No "from": each iteration runs from the underlying (model) x = 10 to 30, adding 20. Repeats 2:
        // 10 → 30, 30 → 50.
        let (_, planner) = try Self.plan(Self.scene(#""to": 30, "duration": 1, "repeatCount": 2, "cumulative": true"#))
        let a = try #require(planner.animations.first)
        #expect(Self.xs(a) == [10, 30, 30, 50])
        #expect(a.keyframes.allSatisfy { !$0.isAdditive })
    }

    @Test func endlessRepeatsAreUnrolledToTheSceneEndAndHold() throws {
        // Forever, 1 s each, in a 2.5 s scene: three whole repeats (0 → 10 → 20 → 30) cover the scene, then hold.
        let (_, planner) = try Self.plan(Self.scene(
            #""from": 0, "to": 10, "duration": 1, "repeatCount": "infinity", "cumulative": true"#, duration: 2.5))
        let a = try #require(planner.animations.first)
        #expect(a.timing.duration == 3000 && a.timing.iterations == 1 && a.timing.fill == "forwards")
        #expect(Self.xs(a) == [0, 10, 10, 20, 20, 30])
        #expect(planner.warnings.map(\.message) == ["repeats forever and accumulates; the page unrolls it to the scene's end and then holds"])
    }

    @Test func tooManyRepeatsFallBackToRestartingWithAWarning() throws {
        let (_, planner) = try Self.plan(Self.scene(#""from": 0, "to": 1, "duration": 0.01, "repeatCount": 5000, "cumulative": true"#))
        let a = try #require(planner.animations.first)
        #expect(a.timing.iterations == 5000 && a.keyframes.count == 2)
        #expect(planner.warnings.contains { $0.message.contains("unrolled only up to 1000 repeats") })
    }

    @Test func aCumulativeChildOfAGroupClimbsInsideTheGroup() throws {
        // A 3 s group holding a 1 s child 0 → 10 repeated 3 times, cumulative: 0 → 10 → 20 → 30 over the group.
        let json = """
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 3},
         "layers": [{"id": "box", "frame": [0, 40, 20, 20],
                     "animations": [{"type": "group", "duration": 3, "animations": [
                       {"type": "basic", "keyPath": "position.x", "from": 0, "to": 10, "duration": 1, "repeatCount": 3,
                        "cumulative": true}]}]}]}
        """
        let (timeline, planner) = try Self.plan(json)
        #expect(planner.warnings.isEmpty, "\(planner.warnings)")
        let a = try #require(planner.animations.first)
        #expect(Self.xs(a) == [0, 10, 10, 20, 20, 30])
        #expect(timeline.sample(at: 2.5)["box"]?.position.x == 25)
    }

    /// Chromium plays the exported page and shows what the engine renders, at two times in the second and third
    /// repeat (off the repeat boundaries).
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumPlaysTheAccumulatedValues() throws {
        let chromium = try Tool.chromium.require()
        let json = Self.scene(#""from": 0, "to": 10, "duration": 1, "repeatCount": 3, "autoreverses": false, "cumulative": true, "timingFunction": "easeIn""#)
        let timeline = try Timeline(try SceneDecoder().decode(json))
        let page = try ExportFormat.web.export(timeline.scene).text
        let rows = try ChromiumOracleTests.play(page, times: [1.25, 2.5], chromium: chromium)
        // easeIn is cubic-bezier(0.42, 0, 1, 1); at progress 0.25 and 0.5 it gives 0.0934… and 0.3153… of the way
        // (solved from x(s) = 0.25 / 0.5), so the engine's x is 10·y + 10n. Chromium must agree to 1e-3.
        let expected: [Double: Double] = [1250: 10 + 10 * 0.0934, 2500: 20 + 10 * 0.3153]
        #expect(rows.count == 2)
        for row in rows {
            let x = try #require(row.numbers["--anima-px"])
            let engine = try #require(timeline.sample(at: row.time / 1000)["box"]?.position.x)
            #expect(abs(x - engine) < ChromiumOracleTests.numberTolerance, "t=\(row.time): chromium \(x), engine \(engine)")
            #expect(abs(engine - (expected[row.time] ?? .nan)) < 0.01, "t=\(row.time): engine \(engine)")
        }
    }
}
