import Anima
import Foundation
import FuzzSupport

/// A scene built by `SceneGrammar` from the input bytes (one byte per structural decision: layer kinds, geometry
/// on and off the canvas, text, images, gradients, masks, nested replicators, perspective, every animation kind and
/// timing option) through the file format, sampling, the renderer and every exporter. The scene readers' harnesses
/// rarely reach this far: their inputs must first be valid JSON scenes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrammar(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    var grammar = SceneGrammar(bytes: FuzzInput.bytes(start, count))
    let scene = grammar.scene()
    // validate's checks: a generated scene they refuse is fine; one they accept must render and export.
    guard let json = try? SceneEncoder().encode(scene), let timeline = try? SceneDecoder().decodeTimeline(json) else {
        return 0
    }
    var renderer = try? Renderer(canvas: timeline.scene.canvas)
    renderer?.contents = (try? ContentStore(timeline)) ?? ContentStore()
    for t in FuzzInput.sampleTimes(of: timeline) + [-0.5] {
        _ = timeline.sample(at: t)
        _ = renderer?.render(timeline, at: t)
    }
    for format in ExportFormat.allCases { _ = format.export(timeline, at: 0.5) }
    return 0
}
