/// A cubic Bézier timing curve (0,0), (x1,y1), (x2,y2), (1,1) solved by plain bisection on the curve parameter:
/// slow and independent of AnimaCore's solver, for tests that need to know where an eased animation is.
package struct CubicBezierReference: Sendable {
    /// The control points.
    package var x1, y1, x2, y2: Double

    /// The curve with control points (x1, y1) and (x2, y2).
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    /// The input x at which the curve outputs `y` (y must be monotonic on the curve).
    package func input(reaching y: Double) -> Double {
        Self.coordinate(at: Self.parameter(where: y, p1: y1, p2: y2), p1: x1, p2: x2)
    }

    /// The output y at input `x`.
    package func output(at x: Double) -> Double {
        Self.coordinate(at: Self.parameter(where: x, p1: x1, p2: x2), p1: y1, p2: y2)
    }

    /// One coordinate of the curve at parameter `s`: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    static func coordinate(at s: Double, p1: Double, p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }

    /// The parameter at which the coordinate with control values p1, p2 reaches `target`, by 80 halvings.
    static func parameter(where target: Double, p1: Double, p2: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if coordinate(at: mid, p1: p1, p2: p2) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
