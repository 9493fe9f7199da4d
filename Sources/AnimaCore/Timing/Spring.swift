/// A damped harmonic oscillator with Core Animation's parameters, moving a unit step from 0 to 1.
///
/// One vocabulary, each spelling named for whose it is: Core Animation's `init(mass:stiffness:damping:)`, SwiftUI's
/// `init(response:dampingFraction:)` and `init(duration:bounce:)`, UIKit's `uiKit(duration:dampingRatio:)`.
///
/// Evaluated in closed form (under-, critically and over-damped), so a frame's value depends only on
/// its time, not on the frame rate. Time is absolute seconds: an animation's `duration` only truncates.
///
/// Parameters are not validated here (the timeline builder reports bad ones as errors). So that the
/// maths never traps or returns NaN for them, a spring whose mass or stiffness is not a positive finite
/// number, or whose damping is negative or not finite, jumps straight to the target: `value(at:)` is 1
/// for t > 0, `velocity(at:)` is 0, and its settling duration is 0.
public struct Spring: Sendable, Hashable {
    /// The mass of the object attached to the spring (default 1).
    public var mass: Double
    /// The spring constant (default 100).
    public var stiffness: Double
    /// The friction coefficient (default 10).
    public var damping: Double
    /// The initial velocity in units of the whole distance per second; positive is towards the target.
    public var initialVelocity: Double

    /// The ε of `settlingDuration`: SwiftUI's settling epsilon (OpenSwiftUI), since Apple's is private.
    ///
    /// With the 0.1 s grid rule this gives 2.7 s for m 1, k 100, c 5 and 0.8 s for c 15, where Apple's
    /// documentation says "≈ 2.85 s" and "just over 1 s"; no simple rule reproduces those two, while the
    /// grid rule reproduces all five measured `durationForEpsilon:` values exactly.
    public static let settlingEpsilon = 1e-3

    /// The sampling interval of the settling rule (Apple's measured durations are multiples of 0.1 s).
    public static let settlingGrid = 0.1

    /// Core Animation's `CASpringAnimation` parameters (mass, stiffness, damping) and defaults.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: k = (2π/response)²·m, c = 4π·ζ·m/response.
    ///
    /// UIKit's `usingSpringWithDamping` is a different rule for the same-looking numbers: `Spring.uiKit(…)`.
    public init(response: Double, dampingFraction: Double, mass: Double = 1, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(mass: mass, stiffness: omega * omega * mass, damping: 4 * Double.pi * dampingFraction * mass / response,
                  initialVelocity: initialVelocity)
    }

    /// SwiftUI's / CASpringAnimation's `(duration:bounce:)`: ζ = 1 − bounce, or 1/(1 + bounce) when bounce < 0.
    public init(duration: Double, bounce: Double = 0, mass: Double = 1, initialVelocity: Double = 0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingFraction: ratio, mass: mass, initialVelocity: initialVelocity)
    }

    /// ζ = c / (2√(k·m)): below 1 the spring oscillates, at 1 it is critically damped, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// SwiftUI's perceptual duration 2π/√(λ² + ω|ω|), which simplifies to 2π·√(m/k) in every regime.
    public var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// SwiftUI's bounce: 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (negative when overdamped); the inverse of `init(duration:bounce:)`.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// Whether the maths is defined (see the type's documentation for what an invalid spring does).
    @usableFromInline
    var isValid: Bool {
        mass > 0 && mass.isFinite && stiffness > 0 && stiffness.isFinite
            && damping >= 0 && damping.isFinite && initialVelocity.isFinite
    }

    /// The fraction of the way to the target after `t` seconds (0 for t ≤ 0).
    public func value(at t: Double) -> Double { PreparedSpring(self).value(at: t) }

    /// The velocity, in whole distances per second, after `t` seconds (`initialVelocity` for t ≤ 0).
    public func velocity(at t: Double) -> Double {
        guard isValid else { return 0 }
        let m = modes(at: max(t, 0))
        return initialVelocity * m.c + (m.omega0 * m.omega0 - m.lambda * initialVelocity) * m.s
    }

    /// The motion split by cause at time t: for a unit target and initial velocity v₀ (in distances per second) the
    /// position is `step + v₀·impulse` and the velocity `stepVelocity + v₀·impulseVelocity` (this spring's own
    /// `initialVelocity` is not used), so a front end can move vectors whose velocity is not along the target.
    public func responses(at t: Double) -> (step: Double, impulse: Double, stepVelocity: Double, impulseVelocity: Double) {
        guard isValid else { return (t > 0 ? 1 : 0, 0, 0, t > 0 ? 0 : 1) }
        guard t > 0 else { return (0, 0, 0, 1) }
        let m = modes(at: t)
        return (1 - m.c - m.lambda * m.s, m.s, m.omega0 * m.omega0 * m.s, m.c - m.lambda * m.s)
    }

    /// The time from which every sample on the 0.1 s grid is within `epsilon` of the target.
    ///
    /// This is the model that reproduces Apple's private `-[CASpringAnimation durationForEpsilon:]`
    /// measurements (1.1, 1.0, 0.9, 0.8, 0.8 s for ε 0.01…0.05 on m 1, k 39.478, c 12.566): the smallest
    /// multiple of 0.1 s after which every 0.1 s sample has |1 − x| < ε. The result is capped at 10⁴ s
    /// (for example an undamped spring never settles). A non-positive or NaN ε gives the cap.
    public func duration(forEpsilon epsilon: Double) -> Double {
        guard isValid else { return 0 }
        let grid = Self.settlingGrid
        let maxSteps = 100_000
        guard epsilon > 0 else { return Double(maxSteps) * grid }
        // Walk forward until an envelope that bounds |1 − x| from here on drops below ε; only samples
        // before that point can break the rule, and the last one that does decides the answer.
        var lastOutside = -1
        var n = 0
        while n <= maxSteps {
            let t = Double(n) * grid
            if !(abs(1 - value(at: t)) < epsilon) { lastOutside = n }
            if envelope(after: t) < epsilon { break }
            n += 1
        }
        return Double(min(lastOutside + 1, maxSteps)) * grid
    }

    /// The time after which the motion is considered at rest: `duration(forEpsilon: Spring.settlingEpsilon)`.
    public var settlingDuration: Double { duration(forEpsilon: Self.settlingEpsilon) }

    // MARK: Closed form

    /// The two modes of the solution at time t, in a form that is numerically stable in every regime.
    ///
    /// With λ = ζω₀ and ω the (absolute) damped frequency, the displacement is u = −(C + (λ − v₀)·S) and
    /// the velocity v₀·C + (ω₀² − λv₀)·S, where
    /// - underdamped: C = e^{−λt}·cos ωt, S = e^{−λt}·sin(ωt)/ω;
    /// - critical: C = e^{−λt}, S = t·e^{−λt};
    /// - overdamped: C = e^{−λt}·cosh ωt, S = e^{−λt}·sinh(ωt)/ω, computed through e^{r₁t} and expMinusOne so
    ///   neither overflows for large t nor cancels as ζ → 1.
    /// (Worked out by `PreparedSpring`, which timelines also keep per spring.)
    private func modes(at t: Double) -> (c: Double, s: Double, lambda: Double, omega0: Double) {
        let prepared = PreparedSpring(self)
        let m = prepared.modes(at: t)
        return (m.c, m.s, prepared.lambda, prepared.omega0)
    }

    /// An upper bound of |1 − x(t′)| for all t′ ≥ t (used only to stop the settling search).
    private func envelope(after t: Double) -> Double {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let lambda = zeta * omega0
        let discriminant = (1 - zeta) * (1 + zeta)
        let a = abs(lambda - initialVelocity)
        if discriminant > 0 {
            // |cos ωt + b·sin ωt| ≤ √(1 + b²).
            let omega = omega0 * discriminant.squareRoot()
            let b = a / omega
            return Double.exp(-lambda * t) * (1 + b * b).squareRoot()
        }
        // |C| ≤ e^{r₁t} and |S| ≤ t·e^{r₁t} (sinh y ≤ y·cosh y); the bound 1 + a·t′ grows, so use
        // its maximum over t′ ≥ t only once it is decreasing, i.e. report +∞ until then.
        let r1 = discriminant < 0 ? omega0 * omega0 / (lambda + omega0 * (-discriminant).squareRoot()) : omega0
        // d/dt [e^{−r₁t}(1 + a·t)] < 0  ⇔  a < r₁(1 + a·t).
        guard a < r1 * (1 + a * t) else { return .infinity }
        return Double.exp(-r1 * t) * (1 + a * t)
    }
}
