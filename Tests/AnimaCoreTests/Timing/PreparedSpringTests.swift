import Testing
@testable import AnimaCore

@Suite("PreparedSpring (a spring's constants worked out once)")
struct PreparedSpringTests {
    /// Each regime's closed form written out by hand for a unit step (x(0) = 0), evaluated to 30 digits (mpmath):
    /// - underdamped, m 1, k 100, c 10: ω₀ = 10, ζ = 0.5, λ = 5, ω = 10·√0.75;
    ///   x = 1 − e^{−λt}(cos ωt + (λ − v₀)/ω·sin ωt), at t = 0.2: 0.849425634854112386 (v₀ = 0) and
    ///   0.933281560787378756 (v₀ = 2);
    /// - critically damped, m 1, k 100, c 20: λ = 10; x = 1 − e^{−λt}(1 + λt), at t = 0.1:
    ///   1 − 2/e = 0.264241117657115357;
    /// - overdamped, m 1, k 100, c 50: λ = 25, ω = 10·√5.25, r₁,₂ = −λ ± ω;
    ///   x = 1 − (r₂e^{r₁t} − r₁e^{r₂t})/(r₂ − r₁), at t = 0.1: 0.151783861784715942.
    @Test("Each regime gives its closed form computed by hand", arguments: [
        (Spring(mass: 1, stiffness: 100, damping: 10), 0.2, 0.849425634854112386),
        (Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2), 0.2, 0.933281560787378756),
        (Spring(mass: 1, stiffness: 100, damping: 20), 0.1, 0.264241117657115357),
        (Spring(mass: 1, stiffness: 100, damping: 50), 0.1, 0.151783861784715942),
    ])
    func regimes(spring: Spring, t: Double, expected: Double) {
        let prepared = PreparedSpring(spring)
        #expect(Swift.abs(prepared.value(at: t) - expected) <= 4e-16)
        // `Spring` evaluates through the prepared form: one rule, the same bits.
        #expect(prepared.value(at: t).bitPattern == spring.value(at: t).bitPattern)
    }

    @Test("Which regime holds follows the damping ratio: below, at and above 1")
    func regimeChoice() {
        #expect(PreparedSpring(Spring(mass: 1, stiffness: 100, damping: 10)).regime == .underdamped)
        #expect(PreparedSpring(Spring(mass: 1, stiffness: 100, damping: 20)).regime == .critical)
        #expect(PreparedSpring(Spring(mass: 1, stiffness: 100, damping: 50)).regime == .overdamped)
    }

    @Test("Before the start it is at 0; a spring whose maths is undefined jumps to the target (Spring's documentation)")
    func edges() {
        let invalid = PreparedSpring(Spring(mass: 0, stiffness: 100, damping: 10))
        #expect(invalid.value(at: 0.5) == 1)
        #expect(invalid.value(at: 0) == 0)
        #expect(PreparedSpring(Spring()).value(at: -0.25) == 0)
        #expect(PreparedSpring(Spring()).value(at: 0) == 0)
    }
}
