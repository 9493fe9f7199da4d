import AnimaCore
import AnimaFormat
import Testing

/// Issue 16's bad input: each is an issue naming the JSON path, never a trap.
@Suite struct DepthBadInputTests {
    @Test(arguments: ["-1", "10001", "1e12"])
    func instanceCountOutOfRange(count: String) throws {
        let i = try #require(issue(at: "layers[0].instanceCount", in: document(layers: #"""
            [{"id": "r", "type": "replicator", "frame": [0, 0, 10, 10], "instanceCount": \#(count)}]
            """#)))
        #expect(i.message.contains("between 0 and 10000"))
    }

    @Test func animatedInstanceCountOutOfRange() throws {
        let i = try #require(issue(at: "layers[0].animations[0].to", in: document(layers: #"""
            [{"id": "r", "type": "replicator", "frame": [0, 0, 10, 10],
              "animations": [{"type": "basic", "keyPath": "instanceCount", "from": 1, "to": 20000}]}]
            """#)))
        #expect(i.message.contains("between 0 and 10000"))
    }

    @Test func nonFiniteInstanceTransform() throws {
        // 1e999 overflows to infinity when read; the matrix is rejected where it is written.
        let text = document(layers: #"""
            [{"id": "r", "type": "replicator", "frame": [0, 0, 10, 10],
              "instanceTransform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1e999, 0, 0, 1]}]
            """#)
        let all = issues(text)
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.path.hasPrefix("layers[0].instanceTransform") }, "\(all)")
    }

    @Test func maskReusingItsOwnersIDIsRejected() throws {
        // A mask cannot be its own ancestor in a value tree; the nearest thing JSON can say is reusing an id.
        let all = issues(document(layers: #"""
            [{"id": "a", "frame": [0, 0, 10, 10], "mask": {"id": "a", "frame": [0, 0, 10, 10]}}]
            """#))
        #expect(all.contains { $0.path == "layers[0].mask.id" && $0.message.contains("duplicate layer id") }, "\(all)")
    }

    @Test func maskAndNewTypesRoundTrip() throws {
        let text = document(layers: #"""
            [{"id": "r", "type": "replicator", "frame": [0, 0, 10, 10], "instanceCount": 3, "instanceDelay": 0.1,
              "instanceColor": "#FF0000", "instanceAlphaOffset": -0.2, "sublayerTransform.rotation.y": 0.5,
              "sublayers": [{"id": "t", "type": "transformLayer", "frame": [0, 0, 5, 5], "isDoubleSided": false}],
              "mask": {"id": "m", "type": "gradient", "frame": [0, 0, 10, 10], "colors": ["#000000", "#00000000"]}}]
            """#)
        let scene = try SceneDecoder().decode(text)
        let r = try #require(scene.layers.first)
        #expect(r.kind == .replicator && r.instanceCount == 3 && r.instanceDelay == 0.1)
        #expect(r.instanceAlphaOffset == -0.2 && r.instanceColor == Color(1, 0, 0))
        // sublayerTransform.rotation.y = 0.5: m11 = cos 0.5, m13 = −sin 0.5 (rotation about y, row vectors).
        #expect(abs(r.sublayerTransform.m13 + 0.479425538604203) < 1e-12)
        #expect(r.sublayers.first?.kind == .transformLayer && r.sublayers.first?.isDoubleSided == false)
        #expect(r.mask?.id == "m" && r.mask?.kind == .gradient)
        let again = try SceneDecoder().decode(SceneEncoder().encodeToString(scene))
        #expect(again == scene)
    }
}
