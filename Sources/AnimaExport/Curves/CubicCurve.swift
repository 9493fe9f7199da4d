/// A timing Bézier as a parametric curve B(s) = (X(s), Y(s)) from (0,0) to (1,1), for exact splitting.
struct CubicCurve {
    let x1: Double, y1: Double, x2: Double, y2: Double

    func x(_ s: Double) -> Double { Self.bezier(0, x1, x2, 1, s) }
    func y(_ s: Double) -> Double { Self.bezier(0, y1, y2, 1, s) }

    static func bezier(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ s: Double) -> Double {
        let u = 1 - s
        return u * u * u * a + 3 * u * u * s * b + 3 * u * s * s * c + s * s * s * d
    }

    /// The parameter where X (or Y) reaches `target`, by bisection (both are monotonic for CSS-valid curves).
    func parameter(forX target: Double) -> Double { Self.solve(target) { x($0) } }
    func parameter(forY target: Double) -> Double { Self.solve(target) { y($0) } }

    private static func solve(_ target: Double, _ f: (Double) -> Double) -> Double {
        if target <= 0 { return 0 }
        if target >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if f(mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// Whether Y never decreases, so that output values can be inverted.
    var isMonotonicInY: Bool { (0...1).contains(y1) && (0...1).contains(y2) }

    /// The curve between parameters `s0` and `s1` (de Casteljau), renormalised to a timing function, with the outputs
    /// at its ends.
    func piece(fromParameter s0: Double, to s1: Double) -> (easing: Easing, y0: Double, y1: Double) {
        let p = [(0.0, 0.0), (x1, y1), (x2, y2), (1.0, 1.0)]
        let lower = Self.split(p, at: s1).0
        // The piece [s0, s1] is the upper part, at s0 / s1, of the lower part [0, s1].
        let local = s1 > 0 ? s0 / s1 : 0
        let q = Self.split(lower, at: local).1
        let (ax, ay) = q[0], (bx, by) = q[3]
        let dx = bx - ax, dy = by - ay
        guard dx > 0, dy != 0 else { return (.linear, ay, by) }
        let c1x = Swift.min(Swift.max((q[1].0 - ax) / dx, 0), 1), c1y = (q[1].1 - ay) / dy
        let c2x = Swift.min(Swift.max((q[2].0 - ax) / dx, 0), 1), c2y = (q[2].1 - ay) / dy
        return (Easing(.cubicBezier(c1x, c1y, c2x, c2y)), ay, by)
    }

    /// The piece between inputs `x0` and `x1`.
    func piece(fromX x0: Double, toX x1: Double) -> (easing: Easing, y0: Double, y1: Double) {
        piece(fromParameter: parameter(forX: x0), to: parameter(forX: x1))
    }

    /// de Casteljau: the control points of [0, s] and [s, 1].
    static func split(_ p: [(Double, Double)], at s: Double) -> ([(Double, Double)], [(Double, Double)]) {
        func lerp(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            (a.0 + (b.0 - a.0) * s, a.1 + (b.1 - a.1) * s)
        }
        let a = lerp(p[0], p[1]), b = lerp(p[1], p[2]), c = lerp(p[2], p[3])
        let d = lerp(a, b), e = lerp(b, c)
        let f = lerp(d, e)
        return ([p[0], a, d, f], [f, e, c, p[3]])
    }
}
