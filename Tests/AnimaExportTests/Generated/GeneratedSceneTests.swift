import AnimaCore
import AnimaExport
import AnimaFormat
import AnimaImageFormats
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// Scenes nobody wrote by hand (issue 29, parts 2 and 3): `SceneGrammar` scenes go through the file format, sampling,
/// the renderer and every exporter, which must accept them without trapping, give the same pixels twice, and agree
/// with each other where they can be compared exactly. Bounded to well under 30 s in CI.
@Suite struct GeneratedSceneTests {
    /// The seeds run in CI; the fuzz harness `FuzzGrammar` explores the rest.
    static let seeds: [UInt64] = Array(0..<40)

    /// Sample times: before the start (backwards fills), the start, mid-way, a step boundary and the end.
    static let times = [-0.5, 0, 0.7, 1, 2]

    @Test func theGrammarReachesEveryLayerKindAndAnimationKind() {
        var kinds = Set<LayerKind>(), contents = 0, masks = 0, nested = 0, perspective = 0, rtl = 0, wrapped = 0
        var animationKinds = Set<String>(), offCanvas = 0
        for seed in Self.seeds {
            var grammar = SceneGrammar(seed: seed)
            let scene = grammar.scene()
            for layer in scene.allLayers {
                kinds.insert(layer.kind)
                if layer.contents != nil { contents += 1 }
                if layer.mask != nil { masks += 1 }
                if layer.kind == .replicator, layer.sublayers.contains(where: { $0.kind == .replicator }) { nested += 1 }
                if layer.transform.m34 != 0 || layer.sublayerTransform.m34 != 0 { perspective += 1 }
                if layer.string.contains("שלום") || layer.string.contains("مرحبا") { rtl += 1 }
                if layer.kind == .text, layer.isWrapped { wrapped += 1 }
                let f = layer.frame
                if f.maxX < 0 || f.minX > SceneGrammar.canvas.width || f.maxY < 0 || f.minY > SceneGrammar.canvas.height {
                    offCanvas += 1
                }
                for a in layer.animations {
                    switch a.content {
                    case .basic: animationKinds.insert("basic")
                    case .keyframe(let k): animationKinds.insert(k.path == nil ? "keyframe" : "path")
                    case .spring: animationKinds.insert("spring")
                    case .group: animationKinds.insert("group")
                    }
                }
            }
        }
        #expect(kinds == Set(LayerKind.allCases), "\(kinds)")
        #expect(animationKinds == ["basic", "keyframe", "path", "spring", "group"], "\(animationKinds)")
        #expect(contents > 0 && masks > 0 && nested > 0 && perspective > 0 && rtl > 0 && wrapped > 0 && offCanvas > 0,
                "contents \(contents), masks \(masks), nested \(nested), perspective \(perspective), rtl \(rtl), wrapped \(wrapped), off \(offCanvas)")
    }

    @Test func theSameSeedGivesTheSameScene() {
        var a = SceneGrammar(seed: 7), b = SceneGrammar(seed: 7)
        #expect(a.scene() == b.scene())
    }

    @Test(arguments: seeds)
    func everyPathAcceptsAGeneratedScene(seed: UInt64) throws {
        var grammar = SceneGrammar(seed: seed)
        let scene = grammar.scene()
        // The file format: what validate accepts (it is the renderer's front door), read back equal.
        let json = try SceneEncoder().encodeToString(scene)
        let decoded = try SceneDecoder().decode(json)
        let timeline = try Timeline(decoded)
        var renderer = try Renderer(canvas: decoded.canvas)
        renderer.contents = try ContentStore(timeline)
        for t in Self.times {
            let frame = renderer.render(timeline, at: t)
            // Deterministic: the same frame twice is the same pixels.
            #expect(renderer.render(timeline, at: t).pixels == frame.pixels, "seed \(seed) at \(t)")
        }
        for format in ExportFormat.allCases {
            let result = format.export(timeline, at: 0.7)
            #expect(!result.text.isEmpty, "seed \(seed): \(format) wrote nothing")
        }
    }
}
