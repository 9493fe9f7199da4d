import AnimaCore
import Testing

/// Sampling into a reused presentation: a key whose animation stops showing must show the model value again, also
/// where the timeline puts the model value back only at the end of the layer (keys every animation sets whole,
/// transforms animated only through their parts).
@Suite("Resets when sampling into a reused presentation")
struct DeferredResetTests {
    private static func timeline(_ layer: Layer) throws -> Timeline {
        try Timeline(Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 3), layers: [layer]))
    }

    @Test("A from–to opacity animation: its value while it runs, the model's (0.7) before it starts and after it ends")
    func opacityComesBack() throws {
        var layer = Layer(id: "a")
        layer.opacity = 0.7
        layer.add(.basic(.opacity, from: 0, to: 1, duration: 1).beginTime(1), forKey: "fade")
        let timeline = try Self.timeline(layer)
        var p = timeline.sample(at: 1.5)
        #expect(p.layers[0].properties.opacity == 0.5)  // linear, halfway from 0 to 1
        timeline.sample(at: 2.5, into: &p)  // ended, removed on completion
        #expect(p.layers[0].properties.opacity == 0.7)
        timeline.sample(at: 1.25, into: &p)
        #expect(p.layers[0].properties.opacity == 0.25)
        timeline.sample(at: 0.5, into: &p)  // not started, no backwards fill
        #expect(p.layers[0].properties.opacity == 0.7)
    }

    @Test("Two keyframe animations on position, one after the other: each one's value, the model's in the gap")
    func positionBetweenTwoAnimations() throws {
        var layer = Layer(id: "a")
        layer.position = Point(3, 4)
        layer.add(.keyframes(.position, values: [.point(Point(0, 0)), .point(Point(10, 0))], duration: 1), forKey: "one")
        layer.add(.keyframes(.position, values: [.point(Point(0, 20)), .point(Point(0, 40))], duration: 0.5)
                    .beginTime(2), forKey: "two")
        let timeline = try Self.timeline(layer)
        var p = timeline.sample(at: 0.5)
        #expect(p.layers[0].properties.position == Point(5, 0))
        timeline.sample(at: 1.5, into: &p)
        #expect(p.layers[0].properties.position == Point(3, 4))
        timeline.sample(at: 2.25, into: &p)
        #expect(p.layers[0].properties.position == Point(0, 30))
        timeline.sample(at: 2.75, into: &p)
        #expect(p.layers[0].properties.position == Point(3, 4))
    }

    @Test("A rotation.z animation on a turned layer: the animated angle replaces the model's 0.3 rad, which comes back after")
    func transformComesBack() throws {
        var layer = Layer(id: "a")
        layer.transform = .rotation(0.3)
        layer.add(.basic(.rotationZ, from: 0, to: 1, duration: 1), forKey: "turn")
        let timeline = try Self.timeline(layer)
        var p = timeline.sample(at: 0.5)
        // Halfway from 0 to 1 rad: a rotation by 0.5 rad (cos 0.5 = 0.8776, sin 0.5 = 0.4794).
        let turning = p.layers[0].properties.transform
        #expect(abs(turning.m11 - 0.877_582_561_890_372_7) < 1e-12 && abs(turning.m12 - 0.479_425_538_604_203) < 1e-12)
        #expect(abs(turning.m21 + 0.479_425_538_604_203) < 1e-12 && abs(turning.m22 - 0.877_582_561_890_372_7) < 1e-12)
        timeline.sample(at: 1.5, into: &p)
        #expect(p.layers[0].properties.transform == .rotation(0.3))
    }
}
