import Testing
@testable import AnimaCore

@Suite("CubicBezierSolver")
struct CubicBezierSolverTests {
    /// Independent oracle: the Bernstein form of the curve, bisected on x until the bracket is < 1e-15.
    static func reference(_ p: (Double, Double, Double, Double), _ x: Double) -> (t: Double, y: Double) {
        func bernstein(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * a * s * s * t + 3 * b * s * t * t + t * t * t
        }
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-15 {
            let mid = 0.5 * (lo + hi)
            if mid == lo || mid == hi { break }
            if bernstein(p.0, p.2, mid) < x { lo = mid } else { hi = mid }
        }
        let t = 0.5 * (lo + hi)
        return (t, bernstein(p.1, p.3, t))
    }

    @Test("Error ≤ 1e-7 in x and in y against bisection, on the named and 2,000 random curves")
    func randomCurves() {
        var random = SeededRandom(seed: 2024)
        var curves: [(Double, Double, Double, Double)] = TimingFunction.named.compactMap { $0.function.controlPoints }
        // Also the degenerate-slope shapes: vertical/horizontal tangents at both ends and in the middle.
        curves += [(0, 1, 1, 0), (1, 0, 0, 1), (0, 0, 1, 1), (1, 1, 0, 0), (0.68, -0.55, 0.27, 1.55)]
        for _ in 0..<2000 {
            curves.append((random.nextUnit(), random.nextUnit() * 3 - 1, random.nextUnit(), random.nextUnit() * 3 - 1))
        }
        var maxXError = 0.0, maxYError = 0.0
        for p in curves {
            let solver = CubicBezierSolver(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
            let f = TimingFunction.cubicBezier(p.0, p.1, p.2, p.3)
            for i in 0..<50 {
                let x = i == 0 ? 0 : i == 1 ? 1 : random.nextUnit()
                let ref = Self.reference(p, x)
                maxXError = max(maxXError, abs(solver.sampleX(solver.solveT(x)) - x))
                maxYError = max(maxYError, abs(f(x) - ref.y))
            }
        }
        #expect(maxXError <= 1e-7)
        #expect(maxYError <= 1e-7)
    }

    @Test("Control x outside [0, 1] is clamped, so the result is still a function of x")
    func clampedControlPoints() {
        let wild = TimingFunction.cubicBezier(-0.5, 0.2, 1.5, 0.8)
        let clamped = TimingFunction.cubicBezier(0, 0.2, 1, 0.8)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) { #expect(wild(x) == clamped(x)) }
    }

    @Test("Non-finite input and control points do not trap")
    func nonFinite() {
        _ = TimingFunction.easeIn(.nan)
        _ = TimingFunction.cubicBezier(.nan, 0, 1, 1)(0.5)
        _ = TimingFunction.cubicBezier(0.2, .infinity, 0.4, 1)(0.5)
        #expect(Bool(true))
    }
}
