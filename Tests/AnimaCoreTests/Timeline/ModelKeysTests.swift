import Testing
@testable import AnimaCore

@Suite("Presentation.modelKeys (a reset the last frame made is not made again, whatever the order of the frames)")
struct ModelKeysTests {
    /// 48 layers applied from the pass's values (a keyframe z rotation, a from-to fade, a from-to spring on the
    /// position), each beginning at its own time with each fill mode, some kept after their end, over models whose
    /// opacity (0.5), position and planar transform (scaled, turned, moved) none of the animations shows, so that a
    /// value left from another frame differs from the model's. `opacity` and `turn` give a second model with the
    /// same layers.
    static func scene(opacity: Double = 0.5, turn: Double = 0.3) -> Scene {
        let fills: [FillMode] = [.removed, .backwards, .forwards, .both]
        let layers = (0..<48).map { i in
            var layer = Layer(id: "l\(i)")
            layer.frame = Rect(Double(i % 8) * 10, Double(i / 8) * 10, 8, 8)
            layer.opacity = opacity
            layer.transform = Transform3D.scale(2, 1.5, 1).concatenating(.rotation(turn + Double(i % 3) * 0.1))
                .concatenating(.translation(5, -3, 0))
            let delay = Double(i % 6) * 0.2
            layer.add(Animation.keyframes(.rotationZ, values: [0, -0.3, 0.3, 0], duration: 0.6,
                                          timingFunction: .easeInEaseOut)
                .beginTime(delay).fillMode(fills[i % 4]).removedOnCompletion(i % 2 == 0), forKey: "turn")
            layer.add(Animation.basic(.opacity, from: 1, to: 0.2, duration: 0.4).autoreverses()
                .beginTime(delay + 0.1).fillMode(fills[(i / 4) % 4]).removedOnCompletion(i % 3 == 0),
                      forKey: "fade")
            layer.add(Animation.spring(.position, from: .point(Point(0, 0)), to: .point(Point(100, 50)),
                                       spring: Spring(mass: 1, stiffness: 100, damping: 10), duration: 0.5)
                .beginTime(delay - 0.3).fillMode(fills[(i + 1) % 4]), forKey: "drop")
            return layer
        }
        return Scene(canvas: .init(width: 80, height: 60), timeline: .init(duration: 3), layers: layers)
    }

    /// Forwards at 60 fps over the begins and ends (0 to 2 s), back again at 30 fps, then jumps between times where
    /// nothing has begun, everything shows and everything has ended, and the same time twice.
    static let times: [Double] = (0...120).map { Double($0) / 60 } + (0...60).reversed().map { Double($0) / 30 }
        + [0.05, 2.5, 0.05, 0.35, 0.35, 1.9, -1, 0.75, 0.15, 3, 0.62, 0.05, 1.25, 0.45, 0.45, 0]

    @Test("One presentation sampled forwards, backwards and jumping equals a fresh sample at each time")
    func anyOrder() throws {
        let timeline = try Timeline(Self.scene())
        #expect(timeline.animatedLayers.allSatisfy { timeline.plans[$0].appliesPassValues })
        var p = timeline.sample(at: 0)
        for t in Self.times {
            timeline.sample(at: t, into: &p)
            expectFresh(p, timeline, t)
        }
    }

    @Test("Two compilations of different models sampled in turn into one presentation each equal a fresh sample")
    func twoCompilations() throws {
        let a = try Timeline(Self.scene()), b = try Timeline(Self.scene(opacity: 0.9, turn: -0.2))
        var p = a.sample(at: 0)
        for (k, t) in Self.times.enumerated() {
            let timeline = k % 3 == 0 ? b : a
            timeline.sample(at: t, into: &p)
            expectFresh(p, timeline, t)
        }
    }

    @Test("A frame after a replicator's instances were sampled into the presentation equals a fresh sample")
    func afterInstances() throws {
        // A sublayer fading from 1 to 0.2 over 0.5 s, removed at the end, over a model opacity of 0.5: at 1 s the
        // frame shows the model, instance 2 (0.3 s behind it, at 0.4 s) the fade.
        var dot = Layer(id: "dot")
        dot.frame = Rect(0, 0, 4, 4)
        dot.opacity = 0.5
        dot.add(Animation.basic(.opacity, from: 1, to: 0.2, duration: 0.5), forKey: "fade")
        var replicator = Layer(id: "replicator", kind: .replicator, sublayers: [dot])
        replicator.frame = Rect(0, 0, 40, 40)
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.3
        let timeline = try Timeline(Scene(canvas: .init(width: 40, height: 40), timeline: .init(duration: 2),
                                          layers: [replicator]))
        #expect(timeline.plans[1].appliesPassValues)
        var p = timeline.sample(at: 0)
        for t in [1.0, 1.1, 1.2] {
            timeline.sample(at: t, into: &p)
            expectFresh(p, timeline, t)
            timeline.sampleInstance(2, ofReplicator: 0, replicatorTime: t, delay: 0.3, into: &p)
            // 1 + (0.2 − 1)·(t − 0.6)/0.5: 0.36 at 1 s (0.4 s into the fade).
            if t == 1.0 { #expect(abs(p.layers[1].properties.opacity - 0.36) < 1e-12) }
        }
        timeline.sample(at: 1.3, into: &p)
        expectFresh(p, timeline, 1.3)
    }

    /// Expects every layer of `p` to equal, bit for bit, a sample of `timeline` at `t` into the model's presentation.
    private func expectFresh(_ p: Presentation, _ timeline: Timeline, _ t: Double) {
        let fresh = timeline.sample(at: t)
        for (x, y) in zip(p.layers, fresh.layers) {
            #expect(x.properties == y.properties && Self.bits(x.properties) == Self.bits(y.properties),
                    "\(x.id) at \(t)")
        }
    }

    /// The bit patterns of the numbers these scenes animate: opacity, position and the transform's entries.
    private static func bits(_ q: LayerProperties) -> [UInt64] {
        let m = q.transform
        return [q.opacity, q.position.x, q.position.y, m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map(\.bitPattern)
    }
}
