import AnimaCore

/// The opacity a run of transform layers passes to a layer directly under it. CATransformLayer applies its opacity to
/// each sublayer on its own and forms no compositing group (the renderer does so), where a CSS element's opacity fades
/// its subtree as one group and flattens its 3D. So on the page a transform layer's element stays opaque, and each
/// layer under such a run multiplies its own opacity by the run's: `--anima-to`, the opacity of the one transform
/// layer that animates it (its animations copied onto the layer), times `--anima-tf`, the others' fixed opacities.
/// With several animating, `--anima-to` is the run's product sampled from the engine.
struct PassedOpacity: Sendable, Equatable {
    /// The base value of `--anima-to`: the animating transform layer's model opacity, or the run's product when
    /// sampled, 1 when none animates.
    var animated = 1.0
    /// `--anima-tf`: the product of the fixed opacities, each at most 1 (as the renderer multiplies them).
    var factor = 1.0
    /// The one transform layer of the run whose opacity animations the layer takes.
    var source: String?
    /// The transform layers of the run, when several animate their opacity and the product is sampled.
    var sampled: [String] = []

    /// The passed opacity of every layer of `scene` directly under transform layers whose opacity is not plainly 1,
    /// in the scene's order.
    static func plan(_ scene: Scene) -> [(id: String, passed: PassedOpacity)] {
        var out: [(id: String, passed: PassedOpacity)] = []
        func visit(_ layer: Layer, run: [Layer]) {
            if layer.kind != .transformLayer, let passed = PassedOpacity(run: run) { out.append((layer.id, passed)) }
            let below = layer.kind == .transformLayer ? run + [layer] : []
            for sub in layer.sublayers { visit(sub, run: below) }
        }
        for layer in scene.layers { visit(layer, run: []) }
        return out
    }

    /// Whether `layer`, a transform layer, passes an opacity other than a plain 1 to its sublayers.
    static func isPassed(by layer: Layer) -> Bool {
        layer.properties.opacity != 1 || WebPageWriter.animatedKeys(layer).contains(.opacity)
    }

    /// The opacity `run` passes on; nil when it passes 1 at every time.
    init?(run: [Layer]) {
        guard run.contains(where: Self.isPassed) else { return nil }
        let animating = run.filter { WebPageWriter.animatedKeys($0).contains(.opacity) }
        if animating.count > 1 {
            sampled = run.map(\.id)
            animated = run.reduce(1) { $0 * Swift.min($1.properties.opacity, 1) }
            return
        }
        source = animating.first?.id
        animated = animating.first?.properties.opacity ?? 1
        factor = run.filter { $0.id != source }.reduce(1) { $0 * Swift.min($1.properties.opacity, 1) }
    }

    /// The product the run passes in `presentation` (for a sampled run).
    func product(in presentation: Presentation) -> Double {
        sampled.reduce(1) { $0 * Swift.min(presentation[$1]?.opacity ?? 1, 1) }
    }

    /// The element's opacity: its own, at most 1, times the run's.
    static let opacity = "calc(min(var(--anima-o), 1) * min(var(--anima-to), 1) * var(--anima-tf))"
}
