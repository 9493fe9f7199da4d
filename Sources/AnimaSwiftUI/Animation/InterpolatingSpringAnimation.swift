#if !canImport(Darwin)
internal import AnimaCore

/// SwiftUI's interpolating spring: the closed form on [0, 1] (ζ ≥ 1 evaluated as critical); overlapping ones add.
struct InterpolatingSpringAnimation: CustomAnimation {
    /// The oscillator, with the initial velocity in whole distances per second.
    var spring: AnimaCore.Spring

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let critical = 2 * (stiffness * mass).squareRoot()
        spring = AnimaCore.Spring(mass: mass, stiffness: stiffness, damping: min(damping, critical),
                                  initialVelocity: initialVelocity)
    }

    /// When the motion is over: SwiftUI's settling duration of the spring.
    var duration: Double { Spring(core: spring).settlingDuration }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= 2 * Double.pi * (spring.mass / spring.stiffness).squareRoot() { context.isLogicallyComplete = true }
        guard time < duration else { return nil }
        return value.scaled(by: spring.value(at: time))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: spring.velocity(at: time))
    }
}
#endif
