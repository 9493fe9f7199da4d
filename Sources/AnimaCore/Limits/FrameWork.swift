/// The work of drawing one frame, bounded by its product: a layer inside replicators is drawn once per instance of
/// each, so nested replicators multiply (10⁴ instances of a replicator of 10⁴ instances draw 10⁸ layers, each
/// replicator within its own limit). `Timeline` checks it for every scene, decoded or built in code (a recording
/// included), and the scene decoder before compiling, so such a scene is refused at once.
public enum FrameWork {
    /// The most layer drawings one frame may need: every layer (masks included) times the instance counts of the
    /// replicators it is inside.
    public static let maxLayerDraws = 1_000_000

    /// Where `layers` need more than `maxLayerDraws` drawings per frame: the `instanceCount` of the innermost
    /// replicator whose instances alone exceed it (with the replicators around it), else the layer list; nil within
    /// the limit. Recursive, so call it on trees within `TimelineLimits.maxLayerDepth`.
    public static func overLimit(_ layers: [Layer]) -> TimelineError? {
        let total = draws(layers, times: 1)
        guard total > Double(maxLayerDraws) else { return nil }
        let message = "a frame would draw \(count(total)) layers (every layer times the instance counts of the "
            + "replicators around it); the limit is \(maxLayerDraws)"
        guard let (path, id) = innermostOverLimit(layers, times: 1) else { return TimelineError(field: "layers", message: message) }
        return TimelineError(layerPath: path, layerID: id, field: "instanceCount", message: message)
    }

    /// Drawings of `layers` and their subtrees when each is drawn `times` times; in Double, which cannot overflow.
    static func draws(_ layers: [Layer], times: Double) -> Double {
        layers.reduce(0) { $0 + draws($1, times: times) }
    }

    /// Drawings of `layer` (once per `times`), its mask, and its sublayers (once per instance of it, if a replicator).
    static func draws(_ layer: Layer, times: Double) -> Double {
        let own = times + (layer.mask.map { draws($0, times: times) } ?? 0)
        return own + draws(layer.sublayers, times: times * instances(layer))
    }

    /// The positions (and id) of the deepest replicator whose sublayers alone exceed the limit; nil when none does.
    private static func innermostOverLimit(_ layers: [Layer], times: Double) -> (path: [Int], id: String)? {
        for (i, layer) in layers.enumerated() {
            let inner = times * instances(layer)
            guard draws(layer.sublayers, times: inner) > Double(maxLayerDraws) else { continue }
            if let deeper = innermostOverLimit(layer.sublayers, times: inner) { return ([i] + deeper.path, deeper.id) }
            if layer.kind == .replicator { return ([i], layer.id) }
        }
        return nil
    }

    /// How many times a layer's sublayers are drawn: the largest instance count a replicator's model value or
    /// animations give (capped where the renderer caps it); 1 for any other layer.
    static func instances(_ layer: Layer) -> Double {
        guard layer.kind == .replicator else { return 1 }
        var most = Double(Swift.max(layer.properties.instanceCount, 0))
        for animation in layer.animations { most = Swift.max(most, largestInstanceCount(animation)) }
        return Swift.min(most, Double(TimelineLimits.maxInstanceCount))
    }

    /// The largest instance count an animation can write: its values, or the renderer's cap when it adds to the
    /// model value (additive, cumulative, `by`) or overshoots (a spring).
    private static func largestInstanceCount(_ animation: Animation) -> Double {
        if case .group(let children) = animation.content {
            return children.map(largestInstanceCount).max() ?? 0
        }
        guard animation.keyPath == .instanceCount else { return 0 }
        let cap = Double(TimelineLimits.maxInstanceCount)
        if animation.isAdditive || animation.isCumulative { return cap }
        let values: [Value?]
        switch animation.content {
        case .basic(let b):
            guard b.by == nil else { return cap }
            values = [b.from, b.to]
        case .keyframe(let k): values = k.values
        case .spring, .group: return cap
        }
        return values.compactMap { v -> Double? in
            if case .number(let n) = v { return n.isNaN ? 0 : n }
            return nil
        }.max() ?? 0
    }

    /// A drawing count as a whole number, or as Double prints it past 10¹⁵.
    private static func count(_ n: Double) -> String { n < 1e15 ? String(Int(n)) : String(n) }
}
