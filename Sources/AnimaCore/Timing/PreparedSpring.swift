/// A spring's constants worked out once: the decay rate, the natural and damped frequencies and which regime holds,
/// so that evaluating it at a time costs only the exponential and the oscillation.
///
/// `Spring` evaluates through this type (building it on each call), and a timeline builds one per distinct spring
/// when it compiles: the same operations on the same numbers either way, so both give the same bits. Per call that
/// saves three square roots and two divisions before the exponential and cosine can start, which at one spring per
/// layer is a large part of a frame's dependent arithmetic.
struct PreparedSpring: Sendable {
    /// Which closed form the spring follows (`Spring`'s documentation of the modes).
    enum Regime: UInt8, Sendable { case underdamped, critical, overdamped }

    /// The closed form this spring follows.
    let regime: Regime
    /// Whether the maths is defined (`Spring.isValid`).
    let isValid: Bool
    /// `Spring.initialVelocity`.
    let initialVelocity: Double
    /// λ = ζω₀, the decay rate, and ω₀ = √(k/m).
    let lambda: Double, omega0: Double
    /// The damped frequency ω (underdamped) or the splitting rate ω (overdamped); 0 when critically damped.
    let omega: Double
    /// Overdamped: r₁ = −λ + ω, written as −ω₀²/(λ + ω) to avoid cancellation for large ζ; 0 otherwise.
    let slowRate: Double

    init(_ spring: Spring) {
        isValid = spring.isValid
        initialVelocity = spring.initialVelocity
        omega0 = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.dampingRatio
        lambda = zeta * omega0
        // (1 − ζ)(1 + ζ) rather than 1 − ζ² keeps precision near critical damping.
        let discriminant = (1 - zeta) * (1 + zeta)
        if discriminant > 0 {
            regime = .underdamped
            omega = omega0 * discriminant.squareRoot()
            slowRate = 0
        } else if discriminant < 0 {
            regime = .overdamped
            omega = omega0 * (-discriminant).squareRoot()
            slowRate = -omega0 * omega0 / (lambda + omega)
        } else {
            regime = .critical
            omega = 0
            slowRate = 0
        }
    }

    /// `Spring.value(at:)`: the fraction of the way to the target after `t` seconds (0 for t ≤ 0).
    @inline(__always)
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard isValid else { return 1 }
        let m = modes(at: t)
        return 1 - (m.c + (lambda - initialVelocity) * m.s)
    }

    /// The two modes C and S of the solution at time t (see `Spring`'s closed form).
    @inline(__always)
    func modes(at t: Double) -> (c: Double, s: Double) {
        switch regime {
        case .underdamped:
            let decay = Double.exp(-lambda * t), (sin, cos) = Double.sinAndCos(omega * t)
            return (decay * cos, decay * sin / omega)
        case .overdamped:
            let slow = Double.exp(slowRate * t)
            let fastRatio = Double.expMinusOne(-2 * omega * t)   // e^{(r₂ − r₁)t} − 1
            return (slow * (1 + 0.5 * fastRatio), -slow * fastRatio / (2 * omega))
        case .critical:
            let decay = Double.exp(-lambda * t)
            return (decay, t * decay)
        }
    }
}
