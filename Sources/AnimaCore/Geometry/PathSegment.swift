/// One drawing segment of a path with its start point made explicit, so curve maths needs no context.
///
/// `Path.Element` stores only end and control points; evaluation, extrema and flattening all need
/// the start point too, so the walker in `Path+Segments.swift` produces these.
enum PathSegment: Sendable, Hashable {
    /// A straight segment from the first point to the second.
    case line(Point, Point)
    /// A quadratic Bézier: start, control, end.
    case quad(Point, Point, Point)
    /// A cubic Bézier: start, control 1, control 2, end.
    case cubic(Point, Point, Point, Point)

    /// Where the segment starts.
    var start: Point {
        switch self {
        case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): return p0
        }
    }

    /// Where the segment ends.
    var end: Point {
        switch self {
        case .line(_, let p1): return p1
        case .quad(_, _, let p2): return p2
        case .cubic(_, _, _, let p3): return p3
        }
    }

    /// The point at Bézier parameter `t` in 0…1.
    ///
    /// Written in Bernstein form rather than `p0 + (p1 - p0)·t` so that t = 0 and t = 1 return
    /// the end points bit for bit (segment-fraction positions land exactly on vertices).
    func point(at t: Double) -> Point {
        let mt = 1 - t
        switch self {
        case .line(let p0, let p1):
            return Point(mt * p0.x + t * p1.x, mt * p0.y + t * p1.y)
        case .quad(let p0, let p1, let p2):
            let a = mt * mt, b = 2 * mt * t, c = t * t
            return Point(a * p0.x + b * p1.x + c * p2.x, a * p0.y + b * p1.y + c * p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            return Point(
                a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The first derivative with respect to `t`.
    func derivative(at t: Double) -> Point {
        let mt = 1 - t
        switch self {
        case .line(let p0, let p1):
            return p1 - p0
        case .quad(let p0, let p1, let p2):
            return ((p1 - p0) * mt + (p2 - p1) * t) * 2
        case .cubic(let p0, let p1, let p2, let p3):
            return ((p1 - p0) * (mt * mt) + (p2 - p1) * (2 * mt * t) + (p3 - p2) * (t * t)) * 3
        }
    }

    /// The direction of travel at `t`, or nil when the segment is a single point.
    ///
    /// Where the first derivative vanishes (a control point on an end point, or a cusp) the curve
    /// near `t` behaves like `B(t) + s²/2·B''` (or `s³/6·B'''`), so the higher derivatives give the
    /// direction; the sign of `B''` flips for the incoming side, which is the side that exists at t = 1.
    func direction(at t: Double) -> Point? {
        let first = derivative(at: t)
        if first.x != 0 || first.y != 0 { return first }
        switch self {
        case .line:
            return nil
        case .quad(let p0, let p1, let p2):
            let second = p0 - p1 * 2 + p2
            if second.x != 0 || second.y != 0 { return t < 1 ? second : -second }
            return nil
        case .cubic(let p0, let p1, let p2, let p3):
            let mt = 1 - t
            let second = (p0 - p1 * 2 + p2) * mt + (p1 - p2 * 2 + p3) * t
            if second.x != 0 || second.y != 0 { return t < 1 ? second : -second }
            let third = p3 - p2 * 3 + p1 * 3 - p0
            if third.x != 0 || third.y != 0 { return third }
            return nil
        }
    }

    /// How many equal parameter steps keep every chord within `tolerance` of the curve.
    ///
    /// A chord over a parameter step `h` strays at most `h²/8 · max|B''|` from the curve. For a quad
    /// `B'' = 2·(p0 − 2p1 + p2)`, giving `n = √(|dd| / (4·tol))`; for a cubic `|B''| ≤ 6·max|ddᵢ|`
    /// over its two second differences, giving `n = √(0.75·max|ddᵢ| / tol)` (the estimate
    /// tiny-skia and kurbo use). The result is clamped to `1…limit` and is 1 for non-finite input.
    func flatteningSteps(tolerance: Double, limit: Int) -> Int {
        let estimate: Double
        switch self {
        case .line:
            return 1
        case .quad(let p0, let p1, let p2):
            estimate = ((p0 - p1 * 2 + p2).length / (4 * tolerance)).squareRoot()
        case .cubic(let p0, let p1, let p2, let p3):
            let dd = Swift.max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
            estimate = (0.75 * dd / tolerance).squareRoot()
        }
        guard estimate.isFinite else { return 1 }
        return Int(Swift.min(Swift.max(estimate.rounded(.up), 1), Double(limit)))
    }

    /// Extends `lower`/`upper` to contain the segment, using the parameters where x or y turn.
    func extendBounds(lower: inout Point, upper: inout Point) {
        func include(_ p: Point) {
            lower = Point(Swift.min(lower.x, p.x), Swift.min(lower.y, p.y))
            upper = Point(Swift.max(upper.x, p.x), Swift.max(upper.y, p.y))
        }
        include(start)
        include(end)
        switch self {
        case .line:
            break
        case .quad(let p0, let p1, let p2):
            // B'(t)/2 = (p1 − p0) + t·(p0 − 2p1 + p2) per axis: one root.
            for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
                let denominator = a - 2 * b + c
                guard denominator != 0 else { continue }
                let t = (a - b) / denominator
                if t > 0 && t < 1 { include(point(at: t)) }
            }
        case .cubic(let p0, let p1, let p2, let p3):
            // B'(t)/3 = d0 + 2t·(d1 − d0) + t²·(d0 − 2d1 + d2) with dᵢ the control-polygon legs.
            for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
                let d0 = b - a, d1 = c - b, d2 = d - c
                let roots = PathSegment.unitIntervalRoots(a: d0 - 2 * d1 + d2, b: 2 * (d1 - d0), c: d0)
                if let t = roots.0 { include(point(at: t)) }
                if let t = roots.1 { include(point(at: t)) }
            }
        }
    }

    /// The roots of `a·t² + b·t + c` strictly inside (0, 1).
    ///
    /// Uses the `q = −(b + sign(b)·√disc)/2` form so that a nearly-zero `a` (a cubic that is almost
    /// a quadratic) still yields the accurate root `c/q` instead of cancelling.
    static func unitIntervalRoots(a: Double, b: Double, c: Double) -> (Double?, Double?) {
        func inside(_ t: Double) -> Double? { t > 0 && t < 1 ? t : nil }
        if a == 0 {
            guard b != 0 else { return (nil, nil) }
            return (inside(-c / b), nil)
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return (nil, nil) }
        let root = discriminant.squareRoot()
        let q = -0.5 * (b + (b < 0 ? -root : root))
        guard q != 0 else { return (inside(0), nil) }
        return (inside(q / a), inside(c / q))
    }
}
