import Testing
@testable import AnimaCore

@Suite("Spring")
struct SpringTests {
    /// dampingRatio 1, response 1 (ChouTiUI): m 1, k (2π)², c 4π.
    static let apple = Spring(mass: 1, stiffness: 39.47841760435743, damping: 12.566370614359172)

    /// Independent oracle: classical RK4 on m·x″ = −k(x − 1) − c·x′ with a 10 µs step.
    static func integrate(_ s: Spring, to t: Double) -> (x: Double, v: Double) {
        let steps = Int((t / 1e-5).rounded())
        let h = t / Double(steps)
        var x = 0.0, v = s.initialVelocity
        func a(_ x: Double, _ v: Double) -> Double { (-s.stiffness * (x - 1) - s.damping * v) / s.mass }
        for _ in 0..<steps {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    @Test("Apple-measured CASpringAnimation samples", arguments: [
        (0.3, 0.56196046), (0.6, 0.89003396), (0.9, 0.976705), (1.2, 0.99546117),
    ])
    func appleSamples(t: Double, expected: Double) {
        #expect(abs(Self.apple.value(at: t) - expected) <= 1e-6)
        #expect(abs(Spring(response: 1, dampingFraction: 1).value(at: t) - expected) <= 1e-6)
    }

    @Test("Apple-measured durationForEpsilon (0.1 s grid rule)", arguments: [
        (0.01, 1.1), (0.02, 1.0), (0.03, 0.9), (0.04, 0.8), (0.05, 0.8),
    ])
    func durationForEpsilon(epsilon: Double, expected: Double) {
        #expect(abs(Self.apple.duration(forEpsilon: epsilon) - expected) <= 1e-9)
    }

    func spring(_ v: TimingVectors.Vector) throws -> Spring {
        let m = try #require(v.mass), k = try #require(v.stiffness), c = try #require(v.damping)
        return Spring(mass: m, stiffness: k, damping: c, initialVelocity: v.initialVelocity ?? 0)
    }

    @Test("Fixture: spring sample, durationForEpsilon and SwiftUI parameter vectors")
    func fixture() throws {
        for v in TimingVectors.of("ca-spring") {
            let s = try spring(v)
            let t = try #require(v.t), y = try #require(v.y)
            #expect(abs(s.value(at: t) - y) <= (v.abs_tol ?? 1e-6))
        }
        for v in TimingVectors.of("ca-spring-durationForEpsilon") {
            let s = try spring(v)
            let epsilon = try #require(v.epsilon), duration = try #require(v.duration)
            #expect(abs(s.duration(forEpsilon: epsilon) - duration) <= (v.abs_tol ?? 1e-9))
        }
        let params = TimingVectors.of("swiftui-spring-params")
        #expect(params.count == 2)
        for v in params {
            let expect = try #require(v.expect), tol = v.abs_tol ?? 0.05
            if let duration = v.duration, let bounce = v.bounce {
                let s = Spring(duration: duration, bounce: bounce)
                let m = try #require(expect["mass"]), k = try #require(expect["stiffness"]), c = try #require(expect["damping"])
                #expect(abs(s.mass - m) <= tol)
                #expect(abs(s.stiffness - k) <= tol)
                #expect(abs(s.damping - c) <= tol)
            } else {
                let s = try spring(v)
                let duration = try #require(expect["duration"]), bounce = try #require(expect["bounce"])
                #expect(abs(s.perceptualDuration - duration) <= tol)
                #expect(abs(s.bounce - bounce) <= tol)
            }
        }
    }

    @Test("SwiftUI mappings (Apple's Spring documentation; research note §2.3)")
    func swiftUIMappings() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 157.9) <= 0.05)
        #expect(abs(s.damping - 17.6) <= 0.05)
        #expect(abs(s.perceptualDuration - 0.5) <= 1e-12)
        #expect(abs(s.bounce - 0.3) <= 1e-12)
        let inverse = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(inverse.perceptualDuration - 0.63) <= 0.005)
        #expect(abs(inverse.bounce - 0.5) <= 1e-12)
        #expect(abs(inverse.dampingRatio - 0.5) <= 1e-12)
        // Negative bounce is overdamped: ζ = 1/(1 + bounce), c = 4π·ζ/duration, k unchanged.
        let over = Spring(duration: 0.5, bounce: -0.3)
        #expect(abs(over.damping - 4 * Double.pi / 0.7 / 0.5) <= 1e-9)
        #expect(abs(over.damping - 35.90) <= 0.005)
        #expect(abs(over.stiffness - s.stiffness) <= 1e-9)
        #expect(abs(over.bounce - -0.3) <= 1e-12)
        #expect(over.dampingRatio > 1)
        // response/dampingFraction: k = (2π/response)², c = 4π·ζ/response.
        let r = Spring(response: 0.5, dampingFraction: 0.825)
        #expect(abs(r.stiffness - 16 * Double.pi * Double.pi) <= 1e-9)
        #expect(abs(r.damping - 4 * Double.pi * 0.825 / 0.5) <= 1e-9)
    }

    @Test("Hand-derived closed forms: critical and overdamped")
    func handDerived() {
        // Critical, m 1 k 100 c 20: x = 1 − (1 + (ω₀ − v₀)t)e^{−ω₀t}; at t 0.1 that is 1 − 2/e.
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 20).value(at: 0.1) - 0.26424111765711533) <= 1e-12)
        // Same with v₀ = 5 at t 0.2: 1 − 2e^{−2}.
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5).value(at: 0.2)
            - 0.7293294335267746) <= 1e-12)
        // Overdamped m 1 k 100 c 50 (ζ 2.5), textbook form 1 + C₁e^{r₁t} + C₂e^{r₂t} with
        // r = −ω₀(ζ ∓ √(ζ²−1)), C₁ = (v₀ + r₂)/(r₁ − r₂), C₂ = −1 − C₁ (evaluated by hand in Python).
        let over = Spring(mass: 1, stiffness: 100, damping: 50)
        for (t, x, v) in [(0.1, 0.15178386178471595, 1.7530033800043925),
                          (0.5, 0.6317608708981427, 0.768559812694748),
                          (1.0, 0.8703067856551996, 0.2706854993341081)] {
            #expect(abs(over.value(at: t) - x) <= 1e-12)
            #expect(abs(over.velocity(at: t) - v) <= 1e-11)
        }
        // Underdamped m 1 k 100 c 10 at 0.3 s: 1 − e^{−5t}(cos ω_d t + (5/ω_d) sin ω_d t), ω_d = √75.
        #expect(abs(Spring().value(at: 0.3) - 1.1243547674084116) <= 1e-12)
    }

    static let odeCases: [Spring] = [
        Spring(mass: 1, stiffness: 100, damping: 20),                          // critical
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 8),
        Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: -3),     // overdamped
        Spring(mass: 2.5, stiffness: 40, damping: 80, initialVelocity: 2),
        Spring(mass: 1, stiffness: 100, damping: 20.000001),                   // just overdamped
        Spring(mass: 1, stiffness: 100, damping: 19.999999),                   // just underdamped
        Spring(mass: 2, stiffness: 300, damping: 4, initialVelocity: 10),      // underdamped
    ]

    @Test("Closed form matches an RK4 integration of the ODE", arguments: odeCases)
    func matchesODE(spring: Spring) {
        for t in [0.05, 0.37, 1.0] {
            let ode = Self.integrate(spring, to: t)
            #expect(abs(spring.value(at: t) - ode.x) <= 1e-9, "x at \(t)")
            #expect(abs(spring.velocity(at: t) - ode.v) <= 1e-8, "v at \(t)")
        }
    }

    @Test("Start conditions and settling")
    func startAndSettling() {
        let s = Spring(initialVelocity: 4)
        #expect(s.value(at: 0) == 0)
        #expect(s.value(at: -1) == 0)
        #expect(s.velocity(at: 0) == 4)
        // Research note §2.1: the 0.1 s grid with ε 1e-3 gives 2.7 s for c 5 and 0.8 s for c 15.
        #expect(abs(Spring(damping: 5).settlingDuration - 2.7) <= 1e-9)
        #expect(abs(Spring(damping: 15).settlingDuration - 0.8) <= 1e-9)
        #expect(Spring().settlingDuration == Spring().duration(forEpsilon: Spring.settlingEpsilon))
    }

    @Test("Invalid parameters never trap and jump to the target")
    func invalid() {
        for s in [Spring(mass: 0), Spring(mass: -1), Spring(stiffness: 0), Spring(damping: -1),
                  Spring(mass: .nan), Spring(stiffness: .infinity), Spring(initialVelocity: .nan),
                  Spring(response: 0, dampingFraction: 1), Spring(duration: 0.5, bounce: -1)] {
            #expect(s.value(at: 0.5) == 1)
            #expect(s.velocity(at: 0.5) == 0)
            #expect(s.settlingDuration == 0)
        }
        // Undamped: valid but never settles, so the search stops at its cap.
        let undamped = Spring(damping: 0)
        #expect(undamped.settlingDuration == 10_000)
        #expect(abs(undamped.value(at: Double.pi / 10) - 2) <= 1e-12)
    }
}
