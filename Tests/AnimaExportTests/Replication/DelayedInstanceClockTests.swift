import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// An instance shows the replicator's sublayers `i · instanceDelay` later in the *replicator's* time, as the renderer
/// re-samples them. The unrolled copies moved each animation's begin by the delay in its own layer's time, so under a
/// sublayer clock of speed 2 the second instance ran half the delay late instead of the whole (the export showed it at
/// x = 70 where Core Animation shows 50). A sublayer with a clock of its own now takes the delay on that clock.
@Suite struct DelayedInstanceClockTests {
    /// Two instances 0.5 s apart of a dot whose own clock runs at speed 2 and which moves along x from 10 to 90 over
    /// 2 s of its time (removed on completion).
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 96, "height": 64}, "timeline": {"duration": 2, "fps": 10}, "layers": [
          {"id": "r", "type": "replicator", "position": [48, 32], "bounds": [0, 0, 96, 64], "instanceCount": 2,
           "instanceDelay": 0.5, "sublayers": [
             {"id": "dot", "type": "layer", "position": [10, 16], "bounds": [0, 0, 10, 10], "speed": 2,
              "animations": [{"type": "basic", "keyPath": "position.x", "from": 10, "to": 90, "duration": 2}]}]}
        ]}
        """)
    }

    /// At 1.0 s: instance 0's dot is at (1.0 − 0) · 2 = 2 s of its time, past its animation (the model, 10);
    /// instance 1's at (1.0 − 0.5) · 2 = 1 s, half way: 10 + 80 / 2 = 50. At 0.75 s: 1.5 s (70) and 0.5 s (30).
    @Test func theSecondInstanceRunsTheDelayLateInTheReplicatorsTime() throws {
        let unrolled = ReplicatorUnroller.unroll(try Timeline(Self.scene()))
        for (time, first, second) in [(1.0, 10.0, 50.0), (0.75, 70.0, 30.0)] {
            let p = unrolled.sample(at: time)
            let (x0, x1) = (p["dot~0"]?.position.x, p["dot~1"]?.position.x)
            #expect(x0 == first && x1 == second, "\(time) s: \(String(describing: x0)), \(String(describing: x1))")
        }
    }

    /// The same dot paused at 0.6 s of the replicator's time, its time then held at 0.4 (as a recording keeps a clock
    /// changed while it ran): the change moves with the instance, so each copy shows what the renderer's instance
    /// shows, before, at and after the pause.
    @Test func aRecordedChangeOfTheClockMovesWithTheInstance() throws {
        var scene = try Self.scene()
        _ = scene.updateLayer(withID: "dot") {
            $0.timing.changes = [LayerTimingChange(time: 0.6, timing: LayerTiming(speed: 0, timeOffset: 0.4))]
        }
        let timeline = try Timeline(scene)
        let unrolled = ReplicatorUnroller.unroll(timeline)
        var presentation = timeline.sample(at: 0)
        for time in [0.1, 0.3, 0.6, 0.8, 1.2, 1.5] {
            let p = unrolled.sample(at: time)
            timeline.sampleInstance(1, ofReplicator: 0, replicatorTime: time, delay: 0.5, into: &presentation)
            #expect(p["dot~1"]?.position.x == presentation["dot"]?.position.x, "\(time) s")
        }
    }
}
