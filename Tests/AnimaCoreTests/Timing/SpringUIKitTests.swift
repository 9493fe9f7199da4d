import Testing
import AnimaCore
import RealModule

@Suite("Spring.uiKit")
struct SpringUIKitTests {
    /// S1, S2, S3, S4 (and ζ 2 clamped to 1), S7, S8 of uikit-swiftui-anchors §6: UIKit's Newton solve.
    @Test(arguments: [
        (0.5, 0.5, 0.0, 646.87797, 25.433796), (1.0, 0.5, 0.0, 161.71949, 12.716898),
        (0.3, 0.7, 0.0, 1075.7627, 45.918351), (1.0, 1.0, 0.0, 85.25593, 18.466828),
        (1.0, 2.0, 0.0, 85.25593, 18.466828), (0.5, 0.8, 0.0, 323.58949, 28.781749),
        (0.5, 0.7, 1.0, 378.74871, 27.246054), (1.0, 1.0, 1.0, 83.138032, 18.236012),
    ])
    func solverVectors(duration: Double, ratio: Double, velocity: Double, stiffness: Double, damping: Double) {
        let s = Spring.uiKit(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        #expect(s.mass == 1 && s.initialVelocity == velocity)
        #expect(s.stiffness.isApproximatelyEqual(to: stiffness, relativeTolerance: 1e-6), "k \(s.stiffness)")
        #expect(s.damping.isApproximatelyEqual(to: damping, relativeTolerance: 1e-6), "c \(s.damping)")
    }

    @Test func criticalClosedFormWithoutVelocity() {
        // ζ = 1, v = 0: ωT is the root of (1 + u)e^(−u) = 0.001, u = 9.233413 (§3.1), so ω = 9.233413 at T = 1.
        let p = Spring.uiKitParameters(duration: 1, dampingRatio: 1, velocity: 0)
        #expect(p.damping.isApproximatelyEqual(to: 2 * 9.233413, relativeTolerance: 1e-6))
    }

    @Test func badInputsDoNotTrap() {
        let s = Spring.uiKit(duration: .nan, dampingRatio: .nan, initialVelocity: .infinity)
        #expect(s.stiffness.isFinite && s.damping.isFinite)
    }
}
