import AnimaCore
@testable import AnimaExport
import AnimaFormat
import Testing

/// A layer's own clock (CAMediaTiming on CALayer: `speed`, `timeOffset`, `beginTime`) scales and shifts every
/// animation on it and below it: the layer's local time is (parent time − beginTime) × speed + timeOffset. The Web
/// page has one document timeline, so the export composes the clocks into each animation's delay and duration
/// (issue 18): an animation beginning at local time b runs from the scene time where local time reaches b, for
/// duration / (its speed × the layers' speeds).
@Suite struct LayerSpeedWebExportTests {
    static func plan(_ layers: String, duration: Double = 4) throws -> (Timeline, WebAnimationPlanner) {
        let json = """
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": \(duration)}, "layers": [\(layers)]}
        """
        let timeline = try Timeline(try SceneDecoder().decode(json))
        return (timeline, WebAnimationPlanner.plan(timeline))
    }

    static let move = #""animations": [{"type": "basic", "keyPath": "position.x", "from": 0, "to": 10, "duration": 1, "beginTime": 0.5}]"#

    @Test func aDoubleSpeedLayerHalvesDelayAndDuration() throws {
        // Local = 2t: the animation begins at local 0.5, scene 0.25 s, and its 1 s of local time take 0.5 s.
        let (timeline, planner) = try Self.plan(#"{"id": "fast", "frame": [0, 0, 20, 20], "speed": 2, \#(Self.move)}"#)
        #expect(planner.warnings.isEmpty, "\(planner.warnings)")
        let a = try #require(planner.animations.first)
        #expect(a.timing.delay == 250 && a.timing.duration == 500)
        // The engine: at scene 0.5 s local time is 1.0, half way through: x = 5.
        #expect(timeline.sample(at: 0.5)["fast"]?.position.x == 5)
    }

    @Test func aHalfSpeedLayerWithAnOffsetDoublesAndShifts() throws {
        // Local = 0.5t + 1: local 0.5 is reached at scene −1 s, so the delay is −1000 ms; 1 s local is 2 s of scene.
        let (timeline, planner) = try Self.plan(#"{"id": "slow", "frame": [0, 0, 20, 20], "speed": 0.5, "timeOffset": 1, \#(Self.move)}"#)
        let a = try #require(planner.animations.first)
        #expect(a.timing.delay == -1000 && a.timing.duration == 2000)
        // At scene 0 local time is 1.0, half way: x = 5; at scene 0.5, local 1.25: x = 7.5.
        #expect(timeline.sample(at: 0)["slow"]?.position.x == 5)
        #expect(timeline.sample(at: 0.5)["slow"]?.position.x == 7.5)
    }

    @Test func nestedLayerClocksMultiply() throws {
        // Parent speed 2: its local = 2t. Child beginTime 0.25 (in the parent's time), speed 3: local = (2t − 0.25) × 3.
        // The animation (speed 2 of its own) begins at child-local 0.5 → 2t − 0.25 = 1/6 → t = 5/24 s = 208.33… ms;
        // its 1 s lasts 1 / (2 × 2 × 3) s = 83.33… ms.
        let (_, planner) = try Self.plan(#"""
        {"id": "parent", "frame": [0, 0, 50, 50], "speed": 2, "sublayers": [
          {"id": "child", "frame": [0, 0, 20, 20], "speed": 3, "beginTime": 0.25,
           "animations": [{"type": "basic", "keyPath": "position.x", "from": 0, "to": 10, "duration": 1, "beginTime": 0.5, "speed": 2}]}]}
        """#)
        let a = try #require(planner.animations.first { $0.layerID == "child" })
        #expect(abs(a.timing.delay - 5000.0 / 24) < 1e-9)
        #expect(abs(a.timing.duration - 1000.0 / 12) < 1e-9)
    }

    @Test func aPausedLayersChildrenAreFrozenToo() throws {
        // A paused parent (speed 0, timeOffset 0.75) stops its sublayers' clocks: the child's 0 → 10 over 1 s shows
        // 7.5 at every scene time.
        let (timeline, planner) = try Self.plan(#"""
        {"id": "parent", "frame": [0, 0, 50, 50], "speed": 0, "timeOffset": 0.75, "sublayers": [
          {"id": "child", "frame": [0, 0, 20, 20],
           "animations": [{"type": "basic", "keyPath": "position.x", "from": 0, "to": 10, "duration": 1, "fillMode": "both"}]}]}
        """#)
        #expect(timeline.sample(at: 3)["child"]?.position.x == 7.5)
        let a = try #require(planner.animations.first { $0.layerID == "child" })
        #expect(a.name == "paused-position.x")
        #expect(a.keyframes.allSatisfy { $0.properties.first { $0.0 == "--anima-px" }?.1 == "7.5" }, "\(a.keyframes)")
    }
}
