import Anima

/// When a scene's animations stop changing anything: the latest end of any animation, in scene time, through the
/// clocks of the layers above it (a layer's beginTime, speed and timeOffset).
struct AnimationExtent {
    /// The latest end, infinite when an animation repeats forever or a clock is stopped; nil without animations.
    let end: Double?
    /// The layer and animation (key or key path) that end last.
    let lastLayer: String?
    let lastAnimation: String?

    init(_ scene: Scene) {
        var best: (end: Double, layer: String, animation: String)?
        func visit(_ layer: Layer, toScene: @escaping (Double) -> Double) {
            let timing = layer.timing
            // Local time l = (t − begin) × speed + offset, so t = begin + (l − offset) / speed, then up one clock.
            let local: (Double) -> Double = { l in
                guard timing.speed != 0 else { return l.isFinite ? .infinity : l }
                return toScene(timing.beginTime + (l - timing.timeOffset) / timing.speed)
            }
            for a in layer.animations {
                let end = local(a.timing.endTime)
                if best == nil || end > best?.end ?? -.infinity {
                    best = (end, layer.id, a.key ?? a.keyPath?.keyPath ?? "group")
                }
            }
            for s in layer.sublayers { visit(s, toScene: local) }
        }
        for root in scene.layers { visit(root, toScene: { $0 }) }
        end = best?.end
        lastLayer = best?.layer
        lastAnimation = best?.animation
    }
}
