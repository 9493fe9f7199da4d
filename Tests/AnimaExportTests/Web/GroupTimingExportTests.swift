import AnimaCore
@testable import AnimaExport
import AnimaFormat
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

    @Test func aChangingLayerClockIsWarnedAboutWhereItCannotBeExpressed() throws {
        let json = """
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 3},
         "layers": [{"id": "box", "frame": [0, 40, 20, 20],
                     "timingChanges": [{"time": 0.25, "speed": 0, "timeOffset": 0.25}, {"time": 1.25, "beginTime": 1}],
                     "animations": [{"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}]}]}
        """
        let scene = try SceneDecoder().decode(json)
        let web = WebAnimationPlanner.plan(try Timeline(scene))
        #expect(web.warnings.contains { $0.layerID == "box" && $0.message.contains("changes 2 time(s)") })
        let (_, caWarnings) = CADescriptionBuilder().describe(scene)
        #expect(caWarnings.contains { $0.layerID == "box" && $0.message.contains("only its first settings") })
        let lottie = try ExportFormat.lottie.export(scene)
        #expect(lottie.warnings.contains { $0.layerID == "box" && $0.message.contains("not exported to Lottie") })
    }
}
