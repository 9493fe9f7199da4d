#if !canImport(Darwin)
import Foundation

/// UIKit's solver that turns (duration, damping ratio, velocity) into a spring (uikit-swiftui-anchors §3.1).
///
/// Mass 1; ζ clamped to [1.19e-7, 1] and the duration to [0.01, 10] s; ω found by 12 Newton steps from 5/T so
/// that the sine coefficient of the displacement times the envelope is ε = 0.001 at T. The exponentials use
/// single precision, as UIKit's `expf` does.
enum UIKitSpringSolver {
    /// The envelope target.
    static let epsilon = 0.001

    /// Stiffness and damping for `duration`, `dampingRatio`, `velocity` and `mass`.
    static func parameters(duration: Double, dampingRatio: Double, velocity: Double,
                           mass: Double = 1) -> (stiffness: Double, damping: Double) {
        let zeta = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 1.19e-7), 1)
        let t = min(max(duration.isNaN ? 0.01 : duration, 0.01), 10)
        let v = velocity.isFinite ? velocity : 0
        var omega = 5 / t
        for _ in 0..<12 {
            let (f, df) = zeta == 1 ? critical(omega, t, v) : underdamped(omega, t, v, zeta)
            guard df != 0, df.isFinite, f.isFinite else { break }
            omega -= f / df
        }
        return (omega * omega * mass, 2 * zeta * mass * omega)
    }

    private static func exp32(_ x: Double) -> Double { Double(expf(Float(x))) }

    /// f = (1 + (ω − v)T)·e^(−ωT) − ±ε (ε changes sign when ω < v), and its derivative −T²(ω − v)e^(−ωT).
    private static func critical(_ w: Double, _ t: Double, _ v: Double) -> (Double, Double) {
        let e = exp32(-w * t)
        let eps = w < v ? -epsilon : epsilon
        return ((1 + (w - v) * t) * e - eps, -t * t * (w - v) * e)
    }

    /// f = ε − |(ζω − v)/(ω√(1 − ζ²))|·e^(−ζωT), and its derivative.
    private static func underdamped(_ w: Double, _ t: Double, _ v: Double, _ zeta: Double) -> (Double, Double) {
        let s = ((1 - zeta) * (1 + zeta)).squareRoot()
        let a = (zeta * w - v) / (w * s)
        let da = v / (w * w * s)
        let e = exp32(-zeta * w * t)
        let sign: Double = a < 0 ? -1 : 1
        let g = abs(a) * e
        let dg = sign * da * e - abs(a) * zeta * t * e
        return (epsilon - g, -dg)
    }
}
#endif
