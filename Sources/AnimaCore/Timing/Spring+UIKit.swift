extension Spring {
    /// UIKit's envelope target ε of `usingSpringWithDamping` (uikit-swiftui-anchors §3.1).
    public static let uiKitEpsilon = 0.001

    /// UIKit's spring for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    ///
    /// UIKit solves for ω so that the motion is within ε of the target at `duration` (which also cuts the animation);
    /// mass 1 unless given. `initialVelocity` is in whole distances per second, as UIKit's `initialSpringVelocity`.
    public static func uiKit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0,
                             mass: Double = 1) -> Spring {
        let p = uiKitParameters(duration: duration, dampingRatio: dampingRatio, velocity: initialVelocity, mass: mass)
        return Spring(mass: mass, stiffness: p.stiffness, damping: p.damping, initialVelocity: initialVelocity)
    }

    /// UIKit's solver: stiffness and damping for a duration, damping ratio, velocity and mass (§3.1).
    ///
    /// ζ clamped to [1.19e-7, 1] and the duration to [0.01, 10] s; ω found by 12 Newton steps from 5/T so that the
    /// sine coefficient of the displacement times the envelope is ε at T. The exponentials use single precision, as
    /// UIKit's `expf` does.
    public static func uiKitParameters(duration: Double, dampingRatio: Double, velocity: Double,
                                       mass: Double = 1) -> (stiffness: Double, damping: Double) {
        let zeta = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 1.19e-7), 1)
        let t = min(max(duration.isNaN ? 0.01 : duration, 0.01), 10)
        let v = velocity.isFinite ? velocity : 0
        var omega = 5 / t
        for _ in 0..<12 {
            let (f, df) = zeta == 1 ? uiKitCritical(omega, t, v) : uiKitUnderdamped(omega, t, v, zeta)
            // A derivative that nearly vanishes (ζ 0.3, v 3, T 0.3 s: −4e−19 at the first step) throws ω to
            // −6e16, a negative damping no timeline accepts: stop at the last positive ω instead.
            let next = omega - f / df
            guard df != 0, df.isFinite, f.isFinite, next > 0, next.isFinite else { break }
            omega = next
        }
        return (omega * omega * mass, 2 * zeta * mass * omega)
    }

    /// e^x in single precision, as UIKit's solver computes it.
    private static func exp32(_ x: Double) -> Double { Double(Float.exp(Float(x))) }

    /// f = (1 + (ω − v)T)·e^(−ωT) − ±ε (ε changes sign when ω < v), and its derivative −T²(ω − v)e^(−ωT).
    private static func uiKitCritical(_ w: Double, _ t: Double, _ v: Double) -> (Double, Double) {
        let e = exp32(-w * t)
        let eps = w < v ? -uiKitEpsilon : uiKitEpsilon
        return ((1 + (w - v) * t) * e - eps, -t * t * (w - v) * e)
    }

    /// f = ε − |(ζω − v)/(ω√(1 − ζ²))|·e^(−ζωT), and its derivative.
    private static func uiKitUnderdamped(_ w: Double, _ t: Double, _ v: Double, _ zeta: Double) -> (Double, Double) {
        let s = ((1 - zeta) * (1 + zeta)).squareRoot()
        let a = (zeta * w - v) / (w * s)
        let da = v / (w * w * s)
        let e = exp32(-zeta * w * t)
        let sign: Double = a < 0 ? -1 : 1
        let g = abs(a) * e
        let dg = sign * da * e - abs(a) * zeta * t * e
        return (uiKitEpsilon - g, -dg)
    }
}
