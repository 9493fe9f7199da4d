import AnimaCore
import AnimaFormat
import Foundation
import Testing

/// A layer's CAMediaTiming members and its recorded clock changes in the scene format.
@Suite struct LayerTimingDecodingTests {
    /// Apple's QA1673 as a recording writes it: paused at 0.25 s, resumed at 1.25 s.
    static let paused = #"""
        [{"id": "spinner", "frame": [0, 0, 10, 10],
          "timingChanges": [{"time": 0.25, "speed": 0, "timeOffset": 0.25}, {"time": 1.25, "beginTime": 1}],
          "animations": [{"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}]}]
        """#

    @Test func timingChangesDecodeAndPlay() throws {
        let scene = try SceneDecoder().decode(document(layers: Self.paused))
        let timing = try #require(scene.layers.first?.timing)
        #expect(timing.changes == [LayerTimingChange(time: 0.25, timing: LayerTiming(speed: 0, timeOffset: 0.25)),
                                   LayerTimingChange(time: 1.25, timing: LayerTiming(beginTime: 1))])
        let timeline = try Timeline(scene)
        // Paused at local 0.25 (opacity 0.75) until 1.25 s; then local = t − 1.
        #expect(abs((timeline.sample(at: 1)["spinner"]?.opacity ?? .nan) - 0.75) < 1e-12)
        #expect(abs((timeline.sample(at: 1.75)["spinner"]?.opacity ?? .nan) - 0.25) < 1e-12)
    }

    @Test func layerRepeatsDecode() throws {
        let scene = try SceneDecoder().decode(document(layers: #"""
            [{"id": "l", "duration": 2, "repeatCount": "infinity", "autoreverses": true, "fillMode": "both",
              "repeatDuration": 0}]
            """#))
        let timing = try #require(scene.layers.first?.timing)
        #expect(timing == LayerTiming(duration: 2, repeatCount: .infinity, autoreverses: true, fillMode: .both))
    }

    @Test func layerTimingRoundTrips() throws {
        let scene = try SceneDecoder().decode(document(layers: Self.paused))
        var changed = scene
        changed.layers[0].timing.duration = 3
        changed.layers[0].timing.repeatCount = 2.5
        changed.layers[0].timing.autoreverses = true
        changed.layers[0].timing.fillMode = .forwards
        let encoded = try SceneEncoder().encode(changed)
        #expect(try SceneDecoder().decode(encoded) == changed)
    }

    @Test func changesOutOfOrderAreReported() throws {
        let i = try #require(issue(at: "layers[0].timingChanges[1].time", in: document(layers: #"""
            [{"id": "l", "timingChanges": [{"time": 2, "speed": 0}, {"time": 1, "speed": 1}]}]
            """#)))
        #expect(i.message.contains("before the previous change"))
        #expect(issue(at: "layers[0].timingChanges[0]", in: document(layers: #"""
            [{"id": "l", "timingChanges": [{"speed": 0}]}]
            """#)) != nil)
        #expect(issue(at: "layers[0].duration", in: document(layers: #"[{"id": "l", "duration": -1}]"#)) != nil)
    }

    @Test func aGroupChildWithoutDurationPlaysOverTheGroupFromJSON() throws {
        // Apple's CAAnimationGroup listing: only the group has a duration. 0.5 s into 2 s: a quarter of 0 → 8.
        let scene = try SceneDecoder().decode(document(animations: #"""
            [{"type": "group", "duration": 2, "animations": [
              {"type": "basic", "keyPath": "borderWidth", "from": 0, "to": 8}]}]
            """#))
        #expect(abs((try Timeline(scene).sample(at: 0.5)["a"]?.borderWidth ?? .nan) - 2) < 1e-12)
    }

    @Test func anUnknownSubKeyPathIsNamed() throws {
        let i = try #require(issue(at: "layers[0].animations[0].keyPath", in: document(animations: #"""
            [{"type": "basic", "keyPath": "transform.scale.xz", "to": 2}]
            """#)))
        #expect(i.message.contains("\"transform.scale.xz\""))
    }
}
