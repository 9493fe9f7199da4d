import Testing
@testable import AnimaCore

@Suite("TimingFunction")
struct TimingFunctionTests {
    // Apple QuartzCore outputs measured on a device (ChouTiUI tests; research note §1.6). QuartzCore solves
    // in Float, hence the 2e-6 tolerance the note recommends.
    static let appleMeasured: [(TimingFunction, Double, Double)] = [
        (.easeIn, 0.25, 0.09346466), (.easeIn, 0.50, 0.31535682), (.easeIn, 0.75, 0.6218605),
        (.easeOut, 0.25, 0.37813953), (.easeOut, 0.50, 0.6846432), (.easeOut, 0.75, 0.9065353),
        (.easeInEaseOut, 0.25, 0.12916191), (.easeInEaseOut, 0.50, 0.5), (.easeInEaseOut, 0.75, 0.8708381),
    ]

    @Test("Apple-measured easeIn / easeOut / easeInEaseOut", arguments: appleMeasured)
    func appleMeasuredCurves(function: TimingFunction, x: Double, expected: Double) {
        #expect(abs(function(x) - expected) <= 2e-6)
    }

    @Test("The fixture file loads")
    func fixtureLoads() {
        #expect(TimingVectors.all.count == 24)
    }

    @Test("Fixture: Chromium cubic-bezier vectors, including tangent extrapolation")
    func fixtureCubicBezier() throws {
        let vectors = TimingVectors.of("cubic-bezier")
        #expect(vectors.count == 7)
        for v in vectors {
            let c = try #require(v.curve), x = try #require(v.x), y = try #require(v.y)
            let f = TimingFunction.cubicBezier(c[0], c[1], c[2], c[3])
            // abs_tol 0 marks Chromium's exact EXPECT_EQ; allow rounding of the last bits only.
            #expect(abs(f(x) - y) <= max(v.abs_tol ?? 0, 1e-12), "\(v.src) \(c) at \(x)")
        }
    }

    @Test("Fixture: Apple-measured named curves")
    func fixtureAppleCurves() throws {
        let vectors = TimingVectors.of("ca-timing-function")
        #expect(vectors.count == 3)
        for v in vectors {
            let name = try #require(v.name)
            let f = try #require(TimingFunction.named.first { $0.name == name }?.function)
            let x = try #require(v.x), y = try #require(v.y)
            #expect(abs(f(x) - y) <= (v.abs_tol ?? 2e-6))
        }
    }

    @Test("Fixture: Blink StepsEvaluate vectors with limit direction")
    func fixtureSteps() throws {
        for v in TimingVectors.of("steps") {
            let raw = try #require(v.position)
            let position = try #require(TimingFunction.StepPosition(rawValue: raw))
            let count = try #require(v.steps), x = try #require(v.x), y = try #require(v.y)
            #expect(TimingFunction.steps(count, position)(x, approachingFromBelow: v.limit == "left") == y)
        }
    }

    // More vectors from chromium ui/gfx/geometry/cubic_bezier_unittest.cc (research note §4.2).
    static let chromium: [((Double, Double, Double, Double), Double, Double, Double)] = [
        ((0.5, -1, 0.5, -1), 0.5, -0.625, 1e-12),       // Basic, exact
        ((0.5, -1, 0.5, 2), 0.8, 1.20651, 1.5e-4),      // UnclampedYValues
        ((0.5, 1, 0.5, 1), 2, 1, 1e-12),                // InputOutOfRange: horizontal end tangent
        ((0.1, 0.2, 0.8, 0.8), 2, 2, 1e-12),            // InputOutOfRange: gradient 1 continued
        ((0, 1, 1, 0), -1, 0, 1e-12),                   // vertical start tangent → 0 gradient
    ]

    @Test("Chromium unit-test vectors", arguments: chromium)
    func chromiumVectors(curve: (Double, Double, Double, Double), x: Double, expected: Double, tolerance: Double) {
        #expect(abs(TimingFunction.cubicBezier(curve.0, curve.1, curve.2, curve.3)(x) - expected) <= tolerance)
    }

    @Test("Blink TimingFunctionTest.CubicEvaluate (tolerance 0.01)")
    func blinkCubicEvaluate() {
        let cases: [(TimingFunction, [Double])] = [
            (.default, [0.409, 0.802, 0.960]), (.easeIn, [0.093, 0.315, 0.622]),
            (.easeOut, [0.378, 0.685, 0.907]), (.easeInEaseOut, [0.129, 0.5, 0.871]),
            (.cubicBezier(0.17, 0.67, 1, -1.73), [0.034, -0.217, -0.335]),
        ]
        for (f, ys) in cases {
            for (x, y) in zip([0.25, 0.5, 0.75], ys) { #expect(abs(f(x) - y) <= 0.01) }
        }
    }

    @Test("End points are exact and linear curves are the identity everywhere")
    func endPointsAndIdentity() {
        for (_, f) in TimingFunction.named {
            #expect(f(0) == 0)
            #expect(abs(f(1) - 1) <= 1e-12)
        }
        for f in [TimingFunction.linear, .cubicBezier(0.3, 0.3, 0.7, 0.7), .cubicBezier(0, 0, 0, 0)] {
            #expect(f.isLinear)
            for x in [-2.5, -0.1, 0, 0.123, 0.5, 0.999, 1, 3.75] { #expect(f(x) == x) }
        }
        #expect(!TimingFunction.easeIn.isLinear)
        #expect(!TimingFunction.steps(3, .end).isLinear)
    }

    @Test("Extrapolation follows the end tangents (CSS cubic-bezier-timing-functions-output)")
    func extrapolation() {
        // easeIn: start tangent y1/x1 = 0, end tangent (y2−1)/(x2−1) is vertical → (y1−1)/(x1−1) = 1/0.58.
        #expect(TimingFunction.easeIn(-0.5) == 0)
        #expect(abs(TimingFunction.easeIn(1.5) - (1 + 0.5 / 0.58)) <= 1e-12)
        // default (0.25, 0.1, 0.25, 1): start tangent 0.1/0.25 = 0.4, end tangent 0.
        #expect(abs(TimingFunction.default(-1) - -0.4) <= 1e-12)
        #expect(TimingFunction.default(2) == 1)
        // No NaN from 0 · ∞.
        #expect(TimingFunction.easeIn(-.infinity) == 0)
        #expect(TimingFunction.default(.infinity) == 1)
    }

    @Test("Names, control points")
    func namesAndControlPoints() {
        #expect(TimingFunction.easeInEaseOut.name == "easeInEaseOut")
        #expect(TimingFunction.default.name == "default")
        #expect(TimingFunction.linear.name == "linear")
        #expect(TimingFunction.cubicBezier(0.1, 0.2, 0.3, 0.4).name == nil)
        #expect(TimingFunction.steps(2, .end).name == nil)
        let p = TimingFunction.easeOut.controlPoints
        #expect(p?.0 == 0 && p?.1 == 0 && p?.2 == 0.58 && p?.3 == 1)
        #expect(TimingFunction.steps(2, .start).controlPoints == nil)
    }

    // Hand-computed from CSS Easing 1 §2.3 (the algorithm Blink's StepsEvaluate tests):
    // current = ⌊x·n⌋ (+1 for start/both), −1 when approaching from below onto a boundary, clamped,
    // divided by jumps = n (start/end), n − 1 (none), n + 1 (both).
    static let stepCases: [(Int, TimingFunction.StepPosition, Double, Bool, Double)] = [
        (4, .start, 0, true, 0), (4, .start, 0, false, 0.25), (4, .start, 0.25, true, 0.25),
        (4, .start, 0.25, false, 0.5), (4, .start, 0.6, false, 0.75), (4, .start, 1, false, 1),
        (4, .start, -0.1, false, 0), (4, .start, 1.1, false, 1.25),
        (4, .end, 0, false, 0), (4, .end, 0.25, true, 0), (4, .end, 0.25, false, 0.25),
        (4, .end, 0.6, false, 0.5), (4, .end, 1, true, 0.75), (4, .end, 1, false, 1),
        (4, .end, 1.5, false, 1.5), (4, .end, -0.5, false, -0.5),
        (2, .none, 0, false, 0), (2, .none, 0.25, false, 0), (2, .none, 0.5, true, 0),
        (2, .none, 0.5, false, 1), (2, .none, 1, false, 1), (3, .none, 0.5, false, 0.5),
        (2, .both, 0, true, 0), (2, .both, 0, false, 1.0 / 3), (2, .both, 0.499, false, 1.0 / 3),
        (2, .both, 0.5, false, 2.0 / 3), (2, .both, 1, true, 2.0 / 3), (2, .both, 1, false, 1),
        // Invalid counts do not trap: 0 steps act as 1, jump-none with 1 step acts as 2.
        (0, .end, 0.5, false, 0), (0, .end, 1, false, 1), (-3, .start, 0.5, false, 1),
        (1, .none, 0.4, false, 0), (1, .none, 0.5, false, 1),
    ]

    @Test("Steps: all four positions, both limits", arguments: stepCases)
    func steps(count: Int, position: TimingFunction.StepPosition, x: Double, fromBelow: Bool, expected: Double) {
        let f = TimingFunction.steps(count, position)
        #expect(abs(f(x, approachingFromBelow: fromBelow) - expected) <= 1e-15)
        if !fromBelow { #expect(f(x) == f(x, approachingFromBelow: false)) }
    }

    @Test("Steps with huge or non-finite input do not trap")
    func stepsExtremeInput() {
        let f = TimingFunction.steps(5, .both)
        _ = f(.infinity); _ = f(-.infinity); _ = f(.nan); _ = f(1e300)
        #expect(f(0.5) == 3.0 / 6)
    }
}
