import AnimaCore
@testable import AnimaExport
import AnimaFormat
import Foundation
import Testing

/// A paused layer (speed 0 with a timeOffset) shows one frame at every scene time: its animations' values at the
/// offset. The Web export used to drop it with a warning (issue 18); it now holds those values.
@Suite struct PausedLayerTests {
    private static let scene = #"""
    {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 2},
     "layers": [{"id": "paused", "frame": [0, 0, 50, 50], "backgroundColor": "#FF0000", "speed": 0, "timeOffset": 0.25,
                 "animations": [{"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1,
                                 "fillMode": "both"}]}]}
    """#

    @Test func aPausedLayerIsExportedFrozenAtItsOffset() throws {
        let timeline = try Timeline(try SceneDecoder().decode(Self.scene))
        // Local time is 0 × t + 0.25 at every scene time: linear 1 → 0 over 1 s gives opacity 0.75 throughout.
        #expect(timeline.sample(at: 1.5)["paused"]?.opacity == 0.75)
        let planner = WebAnimationPlanner.plan(timeline)
        #expect(planner.warnings.isEmpty)
        let frozen = try #require(planner.animations.first { $0.name == "paused-opacity" })
        #expect(frozen.keyframes.map(\.offset) == [0, 1])
        // The page animates opacity through the custom property --anima-o (WebProperty short name "o").
        #expect(frozen.keyframes.allSatisfy { $0.properties.first { $0.0 == "--anima-o" }.flatMap { Double($0.1) } == 0.75 },
                "\(frozen.keyframes.map(\.properties))")
        #expect(frozen.timing.fill == "both" && frozen.timing.iterations == 1)
    }
}
