import AnimaCore
@testable import AnimaExport
import AnimaFormat
import AnimaTestSupport
import Foundation
import Testing

/// Core Animation's group rules reach every exporter from AnimaCore's one place (`Animation.resolvedChildren` and
/// the group's timing function as a timing node): the flattened Web/CSS/Lottie curves and the Core Animation
/// description agree with the engine.
@Suite struct GroupTimingExportTests {
    /// A 2 s group with `groupMembers` holding a `position.x` child 0 → 10 that sets no duration.
    static func scene(_ groupMembers: String = "") -> String {
        """
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 2},
         "layers": [{"id": "box", "frame": [0, 40, 20, 20],
                     "animations": [{"type": "group", "duration": 2\(groupMembers), "animations": [
                       {"type": "basic", "keyPath": "position.x", "from": 0, "to": 10}]}]}]}
        """
    }

    @Test func aChildWithoutDurationSpansTheGroupInTheWebExport() throws {
        let timeline = try Timeline(try SceneDecoder().decode(Self.scene()))
        let planner = WebAnimationPlanner.plan(timeline)
        let a = try #require(planner.animations.first)
        // One keyframe at each end of the group's iteration: 0 at offset 0, 10 at offset 1 (with 0.25 s it would
        // reach 10 at offset 0.125 and hold).
        let xs = a.keyframes.map { k in k.properties.first { $0.0 == "--anima-px" }.flatMap { Double($0.1) } ?? .nan }
        #expect(a.keyframes.map(\.offset) == [0, 1] && xs == [0, 10])
        #expect(a.timing.duration == 2000)
        #expect(timeline.sample(at: 1)["box"]?.position.x == 5)
    }

    @Test func theGroupsTimingFunctionEasesTheFlattenedChild() throws {
        let timeline = try Timeline(try SceneDecoder().decode(Self.scene(#", "timingFunction": "easeIn""#)))
        let planner = WebAnimationPlanner.plan(timeline, foldingEffectEasing: true)
        let a = try #require(planner.animations.first)
        // A linear child eased by the group: the one segment carries the group's curve.
        #expect(a.keyframes.first?.easing == "cubic-bezier(0.42, 0, 1, 1)")
        // The engine agrees: at 1 s (x = 0.5 of the group) the child shows 10 · easeIn(0.5) ≈ 3.1536.
        let x = try #require(timeline.sample(at: 1)["box"]?.position.x)
        #expect(abs(x - 3.1535681) < 1e-6)
    }

    @Test func theCoreAnimationDescriptionWritesTheResolvedDuration() throws {
        let scene = try SceneDecoder().decode(Self.scene())
        let (d, warnings) = CADescriptionBuilder().describe(scene)
        #expect(warnings.isEmpty)
        let child = try #require(d.layers.first?.animations.first?.animations?.first)
        #expect(child.duration == 2)
    }

    /// QA1673 as a recording keeps it: the layer's clock paused at 0.25 s and resumed at 1.25 s.
    static let pausedScene = """
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 3, "fps": 60},
         "layers": [{"id": "box", "frame": [0, 40, 20, 20], "backgroundColor": "#FF0000",
                     "timingChanges": [{"time": 0.25, "speed": 0, "timeOffset": 0.25}, {"time": 1.25, "beginTime": 1}],
                     "animations": [{"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}]}]}
        """

    @Test func aChangingLayerClockIsSampledForTheWebAndWarnedAboutElsewhere() throws {
        let scene = try SceneDecoder().decode(Self.pausedScene)
        let web = WebAnimationPlanner.plan(try Timeline(scene))
        #expect(web.warnings.isEmpty, "\(web.warnings)")
        let sampled = try #require(web.animations.first { $0.layerID == "box" && $0.name == "sampled-opacity" })
        // 3 s at 60 fps: 181 frames, offsets t / 3; the frame at 0.75 s (offset 0.25) shows the pause's 0.75.
        #expect(sampled.keyframes.count == 181 && sampled.timing.duration == 3000 && sampled.timing.fill == "both")
        let o: Double? = sampled.keyframes[45].properties.first { $0.0 == "--anima-o" }.flatMap { Double($0.1) }
        #expect(sampled.keyframes[45].offset == 0.25 && o == 0.75)
        let (_, caWarnings) = CADescriptionBuilder().describe(scene)
        #expect(caWarnings.contains { $0.layerID == "box" && $0.message.contains("only its first settings") })
        // Lottie layers have no clock: the layer's opacity is sampled at every frame, 0.75 through the pause.
        var lottie = LottieLayerBuilder(timeline: try Timeline(scene))
        let layer = try #require(scene.layers.first)
        let opacity = try #require(lottie.tracks(layer)[.opacity])
        #expect(opacity.key(at: 1.0)?.value == .number(0.75) && opacity.key(at: 1.5)?.value == .number(0.5))
        #expect(ExportFormat.lottie.export(try Timeline(scene)).warnings.isEmpty)
    }

    /// Chromium plays the exported page of the paused and resumed layer as the engine renders it: held at 0.75
    /// during the pause, then 1 − (t − 1) after the resume.
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumPlaysTheRecordedPause() throws {
        let chromium = try Tool.chromium.require()
        let timeline = try Timeline(try SceneDecoder().decode(Self.pausedScene))
        let page = try ExportFormat.web.export(timeline.scene).text
        let rows = try ChromiumOracleTests.play(page, times: [0.5, 1.0, 1.5, 1.9], chromium: chromium)
        let expected: [Double: Double] = [500: 0.75, 1000: 0.75, 1500: 0.5, 1900: 0.1]
        #expect(rows.count == 4)
        for row in rows {
            let o = try #require(row.numbers["--anima-o"])
            #expect(abs(o - (expected[row.time] ?? .nan)) < 1e-3, "t=\(row.time): chromium \(o)")
        }
    }
}
