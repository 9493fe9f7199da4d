import Anima

/// Names the layers whose bounds cover a changed region of a frame, so a pixel failure reads "bell, clapper"
/// instead of only coordinates. It looks at the new scene only: a layer that moved away is named where it is now.
struct LayerLocator: Sendable {
    let timeline: Timeline
    /// Pixels per point, as rendered.
    let scale: Double

    /// The visible layers (not hidden, opacity above 0, all the way up) whose device bounds at `t` touch `box`
    /// (pixel coordinates of the frame), bottom to top in tree order.
    func layers(at t: Double, touching box: PixelRect) -> [String] {
        let p = timeline.sample(at: t)
        var transforms = [AffineTransform](repeating: .identity, count: p.layers.count)
        var visible = [Bool](repeating: true, count: p.layers.count)
        var found: [String] = []
        for (i, layer) in p.layers.enumerated() {
            let props = layer.properties
            let parent = layer.parent.map { transforms[$0] } ?? .scale(scale, scale)
            transforms[i] = props.transformToSuperlayer.concatenating(parent)
            visible[i] = !props.isHidden && props.opacity > 0 && (layer.parent.map { visible[$0] } ?? true)
            guard visible[i] else { continue }
            let r = transforms[i].apply(props.bounds)
            // One pixel of slack for anti-aliased edges that spill just outside the bounds.
            if r.maxX + 1 > Double(box.x), r.minX - 1 < Double(box.maxX), r.maxY + 1 > Double(box.y), r.minY - 1 < Double(box.maxY) {
                found.append(layer.id)
            }
        }
        return found
    }

    /// "layers there: bell, clapper" (at most eight), or nothing when none covers the box.
    func sentence(at t: Double, touching box: PixelRect) -> String {
        let ids = layers(at: t, touching: box)
        guard !ids.isEmpty else { return "" }
        return "; layers there now: " + ids.prefix(8).joined(separator: ", ") + (ids.count > 8 ? ", …" : "")
    }
}
