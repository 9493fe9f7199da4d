import AnimaCore
import Testing

@Suite("Replicator instances and masks in the timeline")
struct ReplicatorSamplingTests {
    func scene() -> Scene {
        var dot = Layer(id: "dot")
        dot.frame = Rect(0, 0, 10, 10)
        dot.add(.basic(.positionY, from: 5, to: 105, duration: 1))
        var rep = Layer(id: "rep", kind: .replicator, sublayers: [dot])
        rep.frame = Rect(0, 0, 200, 200)
        rep.instanceCount = 1000
        rep.instanceDelay = 0.001
        var mask = Layer(id: "mask")
        mask.add(.basic(.opacity, from: 0, to: 1, duration: 2))
        let masked = Layer(id: "masked", mask: mask)
        return Scene(canvas: .init(width: 200, height: 200), timeline: .init(duration: 1), layers: [rep, masked])
    }

    @Test("instance i's sublayers are sampled i·instanceDelay earlier, in place")
    func instanceTimes() throws {
        let timeline = try Timeline(scene())
        var p = timeline.sample(at: 0.3)
        let rep = try #require(p.index(ofLayer: "rep")), dot = try #require(p.index(ofLayer: "dot"))
        // Instance 0 at 0.3 s: y = 5 + 100·0.3 = 35. Instance 7 (0.007 s later): 5 + 100·0.293 = 34.3.
        #expect(abs(p.layers[dot].properties.position.y - 35) < 1e-9)
        timeline.sampleInstance(7, ofReplicator: rep, replicatorTime: 0.3, delay: 0.001, into: &p)
        #expect(abs(p.layers[dot].properties.position.y - 34.3) < 1e-9)
        // Instance 400 runs 0.4 s late: at 0.3 s it has not started, so the model value (frame centre 5) shows.
        timeline.sampleInstance(400, ofReplicator: rep, replicatorTime: 0.3, delay: 0.001, into: &p)
        #expect(p.layers[dot].properties.position.y == 5)
    }

    @Test("a mask is laid out right after its layer, animated, and not one of its sublayers")
    func maskInPresentation() throws {
        let p = try Timeline(scene()).sample(at: 0.5)
        let masked = try #require(p.index(ofLayer: "masked")), mask = try #require(p.index(ofLayer: "mask"))
        #expect(p.layers[masked].mask == mask && mask == masked + 1)
        #expect(p.layers[mask].isMask && p.layers[mask].parent == masked)
        #expect(p.children(of: masked).isEmpty)
        // opacity 0 → 1 over 2 s, linear: 0.25 at 0.5 s.
        #expect(abs(p.layers[mask].properties.opacity - 0.25) < 1e-12)
    }

    @Test("instance colours: instanceColor plus i offsets, clamped to 0…1")
    func instanceColours() {
        var p = LayerProperties()
        p.instanceColor = Color(1, 0.5, 0, 1)
        p.instanceRedOffset = -0.1
        p.instanceGreenOffset = 0.1
        p.instanceBlueOffset = 0.3
        p.instanceAlphaOffset = -0.05
        // i = 7: (1 − 0.7, 0.5 + 0.7 → 1, 0 + 2.1 → 1, 1 − 0.35) = (0.3, 1, 1, 0.65).
        let c = p.instanceColor(at: 7)
        #expect(abs(c.red - 0.3) < 1e-12 && c.green == 1 && c.blue == 1 && abs(c.alpha - 0.65) < 1e-12)
    }

    @Test("transform.rotation.y keeps the model's m34 perspective")
    func rotationKeepsPerspective() throws {
        var layer = Layer(id: "a")
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        layer.transform = perspective
        layer.add(.basic(.rotationY, from: 0, to: .number(.pi / 2), duration: 1))
        let p = try Timeline(Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1), layers: [layer]))
            .sample(at: 1.0 / 3)
        let t = try #require(p["a"]?.transform)
        // Ry(π/6) then perspective: m14 = m13·m34 = (−sin 30°)(−1/500) = 0.001; m34 = m33·m34 = cos 30°·(−1/500).
        #expect(abs(t.m14 - 0.001) < 1e-12)
        #expect(abs(t.m34 + 0.8660254037844386 / 500) < 1e-12)
        #expect(abs(t.m11 - 0.8660254037844386) < 1e-12)
    }
}
