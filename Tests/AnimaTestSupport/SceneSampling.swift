import AnimaCore
import Testing

// Scenes sampled the way the engine's callers sample them: compile once, read one layer's presentation. A layer
// that is missing from the presentation is an issue recorded at the caller.

/// `layer` with `animations` added, alone in a 200 × 200, 10 s scene, sampled at each of `times`.
package func sample(_ animations: [Animation], on layer: Layer, at times: [Double],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> [LayerProperties] {
    var layer = layer
    for animation in animations { layer.add(animation) }
    let scene = Scene(canvas: Scene.Canvas(width: 200, height: 200), timeline: Scene.TimelineSettings(duration: 10),
                      layers: [layer])
    let timeline = try Timeline(scene)
    return try times.map { t in
        try #require(timeline.sample(at: t)[layer.id], "no layer \(layer.id) at t = \(t)", sourceLocation: sourceLocation)
    }
}

/// A one-layer scene around `animations` (the layer's model adjusted by `model`), sampled at `t`.
package func sampleOne(_ animations: [Animation], model: (inout Layer) -> Void = { _ in }, at t: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> LayerProperties {
    var layer = Layer(id: "l")
    model(&layer)
    return try sample(animations, on: layer, at: [t], sourceLocation: sourceLocation)[0]
}

/// The presentation of layer `id` of `scene` at `t`.
package func properties(of id: String, in scene: Scene, at t: Double,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> LayerProperties {
    try #require(try Timeline(scene).sample(at: t)[id], "no layer \(id) at t = \(t)", sourceLocation: sourceLocation)
}
