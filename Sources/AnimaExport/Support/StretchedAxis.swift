import AnimaCore

/// An axial gradient's axis in points, as Core Animation draws it. `CAGradientLayer`'s `startPoint` and `endPoint`
/// live in the unit square of the bounds and the gradient stretches with the layer, so its lines of equal colour are
/// perpendicular to start→end in the unit square, not in points: on a non-square layer a diagonal gradient's lines
/// lean. A player that draws a gradient between two points in point space (CSS `linear-gradient`, Lottie's gradient
/// fill) draws the same colours when given the start and this `end`: the point along the normal of those lines,
/// (Δu / width, Δv / height), at which the colour parameter reaches 1.
struct StretchedAxis {
    /// The start, in the layer's coordinates.
    let start: Point
    /// Where the colour parameter reaches 1 along the lines' normal, in the layer's coordinates.
    let end: Point

    /// The axis from unit-square `start` to `end` in `bounds`; nil when the bounds have no area or the points
    /// coincide (nothing is drawn along such an axis).
    init?(from start: Point, to end: Point, in bounds: Rect) {
        let w = bounds.width, h = bounds.height
        let du = end.x - start.x, dv = end.y - start.y
        guard w != 0, h != 0, du != 0 || dv != 0 else { return nil }
        // The colour parameter is t = ((x/w − u₀)·Δu + (y/h − v₀)·Δv) / (Δu² + Δv²): its gradient in points is
        // n = (Δu/w, Δv/h) / (Δu² + Δv²), and t = 1 at the start plus n / |n|².
        let k = du * du + dv * dv
        let n = Point(du / w / k, dv / h / k)
        let n2 = n.x * n.x + n.y * n.y
        guard n2.isFinite, n2 > 0 else { return nil }
        self.start = Point(bounds.minX + start.x * w, bounds.minY + start.y * h)
        self.end = Point(self.start.x + n.x / n2, self.start.y + n.y / n2)
    }

    /// Whether the layer's gradient paints its last colour everywhere, as the renderer and Core Animation do for a
    /// degenerate axis (start = end) or a radial gradient whose ellipse is flat (no width or no height).
    static func paintsLastColour(_ p: LayerProperties) -> Bool {
        let du = (p.endPoint.x - p.startPoint.x).magnitude, dv = (p.endPoint.y - p.startPoint.y).magnitude
        switch p.gradientType {
        case .axial: return du * du + dv * dv <= 1e-18
        case .radial: return du <= 1e-12 || dv <= 1e-12
        }
    }
}
