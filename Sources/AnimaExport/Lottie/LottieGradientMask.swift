import AnimaCore

/// A solid layer masked by a sliding axial gradient (the skeleton shimmer's highlight) written as one gradient fill
/// instead of a track matte: the layer's colour at alpha × the mask's alpha stops, between the mask's start and end
/// points carried into the layer's coordinates, moving with the mask's `position`.
///
/// Exact because a mask uses only alpha: colour c under a mask of alpha m(x) is c at alpha c.alpha · m(x), and
/// m(x) is the mask's axial ramp. Beyond the mask's bounds its alpha is 0; the fill pads with its end stops, so the
/// fold is taken only when both end stops are clear and the mask covers the layer across the axis at every key.
/// It saves players two offscreen buffers per matte (a skeleton list has one per bone), and Debian's rlottie 0.1
/// draws a matted layer only when it covers the whole composition, which a bone never does.
struct LottieGradientMask {
    /// The gradient fill (`gf`) to draw the layer's background with.
    let fill: JSONText

    /// The fold of `mask` into `layer`'s background, or nil when it would not be exact.
    init?(layer: Layer, mask: Layer, maskTracks: [PropertyKey: Curve], fps: Double) {
        let p = layer.properties, m = mask.properties
        guard layer.kind == .layer, layer.sublayers.isEmpty, p.contents == nil, p.borderWidth == 0,
              p.backgroundColor.alpha > 0, p.shadowOpacity == 0,
              mask.kind == .gradient, m.gradientType == .axial, mask.sublayers.isEmpty, mask.mask == nil,
              m.backgroundColor.alpha == 0, m.borderWidth == 0, m.opacity == 1, m.contents == nil,
              m.colors.count >= 2, m.colors.first?.alpha == 0, m.colors.last?.alpha == 0,
              m.transform.m14 == 0, m.transform.m24 == 0, m.transform.m34 == 0, m.transform.m44 == 1,
              maskTracks.keys.allSatisfy({ $0 == .position }) else { return nil }
        let affine = m.transform.affine
        let anchor = m.anchorInBounds
        func inLayer(_ unit: Point, at position: Point) -> Point {
            let q = Point(m.bounds.minX + unit.x * m.bounds.width, m.bounds.minY + unit.y * m.bounds.height)
            return position + affine.applyToVector(q - anchor)
        }
        let positions: [Point] = maskTracks[.position].map { track in
            track.keys.map { if case .point(let q) = $0.value { q } else { m.position } }
        } ?? [m.position]
        guard positions.allSatisfy({ Self.covers(m, affine: affine, at: $0, layerBounds: p.bounds) }) else { return nil }
        func point(_ unit: Point) -> JSONText {
            guard let track = maskTracks[.position] else { let q = inLayer(unit, at: m.position); return LottieProperty.fixed([q.x, q.y]) }
            return LottieProperty.animated(track, fps: fps) { v in
                let q = inLayer(unit, at: { if case .point(let q) = v { q } else { m.position } }())
                return [q.x, q.y]
            }
        }
        let n = m.colors.count
        let locations = m.locations.count == n ? m.locations : (0..<n).map { Double($0) / Double(n - 1) }
        let c = p.backgroundColor
        let colorStops = locations.flatMap { [$0, c.red, c.green, c.blue] }
        let alphaStops = zip(locations, m.colors).flatMap { [$0, c.alpha * $1.alpha] }
        fill = .object([
            ("ty", .string("gf")), ("o", LottieProperty.fixed([100], scalar: true)), ("r", .number(1)), ("bm", .number(0)),
            ("g", .object([("p", .number(Double(n))), ("k", LottieProperty.fixed(colorStops + alphaStops))])),
            ("s", point(m.startPoint)), ("e", point(m.endPoint)), ("t", .number(1)),
        ])
    }

    /// Whether the mask placed at `position` covers every corner of `layerBounds` across its gradient's axis (along
    /// the axis its clear end stops already give 0 beyond its bounds).
    private static func covers(_ m: LayerProperties, affine: AffineTransform, at position: Point, layerBounds: Rect) -> Bool {
        let det = affine.a * affine.d - affine.b * affine.c
        guard det != 0, det.isFinite else { return false }
        // Layer corners into the mask's bounds coordinates: q = A⁻¹(x − position) + anchor.
        let anchor = m.anchorInBounds
        let axis = Point((m.endPoint.x - m.startPoint.x) * m.bounds.width, (m.endPoint.y - m.startPoint.y) * m.bounds.height)
        let across = Point(-axis.y, axis.x)
        let length = (across.x * across.x + across.y * across.y).squareRoot()
        guard length > 0 else { return false }
        let mask = [Point(m.bounds.minX, m.bounds.minY), Point(m.bounds.maxX, m.bounds.minY),
                    Point(m.bounds.minX, m.bounds.maxY), Point(m.bounds.maxX, m.bounds.maxY)]
        let reach = mask.map { ($0.x * across.x + $0.y * across.y) / length }
        let low = (reach.min() ?? 0) - 1e-9, high = (reach.max() ?? 0) + 1e-9
        let corners = [Point(layerBounds.minX, layerBounds.minY), Point(layerBounds.maxX, layerBounds.minY),
                       Point(layerBounds.minX, layerBounds.maxY), Point(layerBounds.maxX, layerBounds.maxY)]
        return corners.allSatisfy { x in
            let d = x - position
            let q = Point((affine.d * d.x - affine.c * d.y) / det + anchor.x, (-affine.b * d.x + affine.a * d.y) / det + anchor.y)
            let r = (q.x * across.x + q.y * across.y) / length
            return r >= low && r <= high
        }
    }
}
