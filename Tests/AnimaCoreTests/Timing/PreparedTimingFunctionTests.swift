import Testing
@_spi(Benchmarks) @testable import AnimaCore

@Suite("PreparedTimingFunction")
struct PreparedTimingFunctionTests {

    /// The named curves, hand-picked degenerate shapes and 2,000 seeded random curves with y outside [0, 1].
    static func curves() -> [(Double, Double, Double, Double)] {
        var random = SeededRandom(seed: 77)
        var curves: [(Double, Double, Double, Double)] = TimingFunction.named.compactMap { $0.function.controlPoints }
        // Zero end slopes (x1 = 0, x2 = 1), both at once, a zero slope mid-curve, and control x outside [0, 1].
        curves += [(0, 0.5, 0.3, 1), (0.7, 0, 1, 1), (0, 0, 1, 1.2), (0, 1, 1, 0), (1, 0, 0, 1), (0, 0, 0, 1),
                   (1, 0, 1, 1), (0.68, -0.55, 0.27, 1.55), (-0.3, 0.2, 1.4, 0.9), (0, -1, 1, 2)]
        for k in 0..<2000 {
            var c = (random.nextUnit(), random.nextUnit() * 3 - 1, random.nextUnit(), random.nextUnit() * 3 - 1)
            // Every tenth curve gets an exact zero end slope.
            if k % 10 == 0 { c.0 = 0 } else if k % 10 == 1 { c.2 = 1 }
            curves.append(c)
        }
        return curves
    }

    @Test("The table and its bounds sit where `evaluate` reads them, the curve at the start of a prepared function")
    func layout() {
        #expect(MemoryLayout<PreparedCubicBezier>.offset(of: \.cells) == PreparedCubicBezier.cellsOffset)
        #expect(MemoryLayout<PreparedCubicBezier>.offset(of: \.bounds) == PreparedCubicBezier.boundsOffset)
        #expect(MemoryLayout<PreparedTimingFunction>.offset(of: \.bezier) == 0)
    }

    @Test("Prepared, unprepared and bisection agree within 1e-7 on the named, degenerate and 2,000 random curves")
    func agreesWithReference() {
        var random = SeededRandom(seed: 4242)
        var maxPrepared = 0.0, maxApart = 0.0
        for p in Self.curves() {
            let f = TimingFunction.cubicBezier(p.0, p.1, p.2, p.3)
            let prepared = PreparedTimingFunction(f)
            for i in 0..<60 {
                // Both ends, every cell boundary of the table, then random inputs.
                let x = i <= 16 ? Double(i) / 16 : i == 17 ? 1e-9 : i == 18 ? 1 - 1e-9 : random.nextUnit()
                // The reference bisects the curve the solvers use, with control x clamped to [0, 1].
                let clamped = (min(max(p.0, 0), 1), p.1, min(max(p.2, 0), 1), p.3)
                // Where bisection on x cannot resolve t (x′ = 0 there), the value by hand: the curve passes through
                // (0, 0) and (1, 1), and (1, 0, 0, 1) is point-symmetric about (0.5, 0.5), its inflection.
                let isInflection = p == (1, 0, 0, 1) && x == 0.5
                let reference = x == 0 ? 0 : x == 1 || isInflection ? x : CubicBezierSolverTests.reference(clamped, x).y
                maxPrepared = max(maxPrepared, abs(prepared(x) - reference))
                maxApart = max(maxApart, abs(prepared(x) - f(x)))
            }
        }
        #expect(maxPrepared <= 1e-7)
        #expect(maxApart <= 1e-7)
    }

    @Test("Outside [0, 1] the prepared curve extrapolates exactly as TimingFunction")
    func extrapolation() {
        for p in Self.curves().prefix(200) {
            let f = TimingFunction.cubicBezier(p.0, p.1, p.2, p.3)
            let prepared = PreparedTimingFunction(f)
            for x in [-1e9, -2, -0.5, -1e-12, 1 + 1e-12, 1.5, 3, 1e9, -.infinity, .infinity] {
                #expect(prepared(x) == f(x), "\(p) at \(x)")
            }
        }
    }

    @Test("Steps and nil are unchanged: steps as TimingFunction (both limits), nil as the identity")
    func stepsAndIdentity() {
        let none = PreparedTimingFunction(nil)
        for position in TimingFunction.StepPosition.allCases {
            let f = TimingFunction.steps(4, position)
            let prepared = PreparedTimingFunction(f)
            for x in stride(from: -0.5, through: 1.5, by: 0.125) {
                #expect(prepared(x) == f(x))
                #expect(prepared(x, approachingFromBelow: true) == f(x, approachingFromBelow: true))
                #expect(none(x) == x)
            }
        }
        #expect(PreparedTimingFunction(.linear)(0.3) == 0.3)
    }

    @Test("Non-finite inputs and control points do not trap; NaN stays NaN")
    func nonFinite() {
        #expect(PreparedTimingFunction(.easeIn)(.nan).isNaN)
        _ = PreparedTimingFunction(.cubicBezier(.nan, 0, 1, 1))(0.5)
        _ = PreparedTimingFunction(.cubicBezier(0.2, .infinity, 0.4, 1))(0.5)
        _ = PreparedTimingFunction(.cubicBezier(0.2, 0.1, .infinity, 1))(0.7)
    }
}
