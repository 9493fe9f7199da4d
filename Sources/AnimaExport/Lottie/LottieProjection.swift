import AnimaCore

/// Layers in perspective for Lottie, whose layer transforms are 2D: each such layer's outline is projected through
/// its 4×4 at every frame (as the renderer and the SVG frame place it: flattening planes, sublayer transforms,
/// transform layers) and written as an animated path in the composition's coordinates, with its opacity 0 while it
/// shows a hidden back face. Exact at the frames for straight edges, rounded corners flattened to 0.25 pt.
struct LottieProjection {
    /// Per layer index of the presentation: its root map and whether it shows, at every frame.
    private var maps: [[(toRoot: Transform3D, shows: Bool, alpha: Double)]]
    /// The presentation indices of the layers that need projecting (placed in 3D at some frame).
    let projected: Set<Int>
    /// Layer ids to presentation indices.
    private let indices: [String: Int]

    /// The root maps of every layer at every frame.
    init(frames: [Presentation]) {
        var maps: [[(toRoot: Transform3D, shows: Bool, alpha: Double)]] = []
        var projected = Set<Int>()
        for presentation in frames {
            var row = Array(repeating: (toRoot: Transform3D.identity, shows: false, alpha: 0.0), count: presentation.layers.count)
            func walk(_ i: Int, _ placement: SVGPlacement, shows: Bool, alpha: Double, inThreeD: Bool) {
                let p = presentation.layers[i].properties
                let a = placement.accumulated(for: p)
                let toRoot = placement.toRoot(a)
                let visible = shows && !p.isHidden && (p.isDoubleSided || !a.isBackFacing)
                let opacity = alpha * Swift.min(Swift.max(p.opacity, 0), 1)
                row[i] = (toRoot, visible, opacity)
                let threeD = inThreeD || !placement.isPlain || !SVGProjection.isAffine(toRoot)
                if threeD { projected.insert(i) }
                let below = SVGPlacement.sublayers(of: presentation.layers[i].kind, p, accumulated: a, toRoot: toRoot,
                                                   parent: placement)
                for c in presentation.children(of: i) {
                    walk(c, below, shows: visible, alpha: opacity, inThreeD: threeD)
                }
            }
            for r in presentation.rootIndices { walk(r, .root, shows: true, alpha: 1, inThreeD: false) }
            maps.append(row)
        }
        self.maps = maps
        self.projected = projected
        var indices: [String: Int] = [:]
        for (i, l) in (frames.first?.layers ?? []).enumerated() where indices[l.id] == nil { indices[l.id] = i }
        self.indices = indices
    }

    /// Whether the layer with `id` is drawn projected.
    func isProjected(_ id: String) -> Bool { indices[id].map(projected.contains) ?? false }

    /// The layer's outline (bounds, rounded) at every frame, projected into the composition's points, as Lottie path
    /// keyframes; nil when some frame puts part of it behind the viewer (the vertex count could not stay fixed).
    func outline(_ id: String, _ model: LayerProperties) -> JSONText? {
        guard let index = indices[id] else { return nil }
        let radius = Swift.max(Swift.min(model.cornerRadius, Swift.min(model.bounds.width, model.bounds.height) / 2), 0)
        let path = Path(roundedRect: model.bounds, cornerRadii: CornerRadii(radius, corners: model.maskedCorners))
        guard let polygon = path.flattened(tolerance: 0.25).first?.points, polygon.count > 2 else { return nil }
        var shapes: [JSONText] = []
        for row in maps {
            let m = row[index].toRoot
            var vertices: [JSONText] = []
            for q in polygon {
                guard let p = m.projectedPoint(q), p.x.isFinite, p.y.isFinite else { return nil }
                vertices.append(.numbers([p.x, p.y]))
            }
            let zeros = JSONText.array(Array(repeating: .numbers([0, 0]), count: vertices.count))
            shapes.append(.object([("c", .bool(true)), ("v", .array(vertices)), ("i", zeros), ("o", zeros)]))
        }
        return LottieProperty.everyFrame(shapes)
    }

    /// The layer's opacity at every frame (its ancestors' included, 0 while it or an ancestor shows a hidden back
    /// face), as held Lottie keyframes in percent.
    func opacity(_ id: String, fps: Double) -> JSONText {
        guard let index = indices[id] else { return LottieProperty.fixed([100], scalar: true) }
        let keys = maps.enumerated().map { f, row in
            CurveKey(offset: Double(f) / fps, value: .number(row[index].shows ? row[index].alpha * 100 : 0),
                     underlyingWeight: 0, easing: .hold)
        }
        return LottieProperty.animated(Curve(keys: keys), fps: fps, scalar: true) { [$0.number ?? 0] }
    }
}
