#if !canImport(Darwin)
/// SwiftUI's fluid spring: integrated at 300 Hz, finished by a rule in the value's own units (§5.2).
struct FluidSpringAnimation: CustomAnimation {
    /// The undamped period.
    var response: Double
    /// ζ.
    var dampingFraction: Double
    /// Seconds over which the response blends from a previous spring.
    var blendDuration: TimeInterval

    /// The integration step.
    static let step = 1.0 / 300
    /// The stiffness cap.
    static let maxStiffness = 45_000.0
    /// |v| and |F| below this, in the value's units, count as at rest.
    static let restThreshold = 0.06

    /// k = min((2π/response)², 45000).
    var stiffness: Double {
        let omega = 2 * Double.pi / response
        return response > 0 ? min(omega * omega, Self.maxStiffness) : Self.maxStiffness
    }

    /// c = 2√k·ζ.
    var damping: Double { 2 * stiffness.squareRoot() * dampingFraction }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var s = context.state[FluidSpringState<V>.self]
        Self.integrate(&s, towards: value, until: time, stiffness: stiffness, damping: damping)
        context.state[FluidSpringState<V>.self] = s
        if time >= response { context.isLogicallyComplete = true }
        return Self.isAtRest(s, target: value) ? nil : s.offset
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[FluidSpringState<V>.self].velocity
    }

    /// Fluid springs take over from the animation in flight, keeping its offset and velocity.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool { true }

    /// Steps of h from the last integrated time while it is below `time` (the accumulated sum of h, as SwiftUI's
    /// loop: 30 steps sum to just under 0.1, so a 31st is taken). Gaps over 1 s skip to 1/60 s before the sample.
    static func integrate<V: VectorArithmetic>(_ s: inout FluidSpringState<V>, towards target: V, until time: Double,
                                               stiffness k: Double, damping c: Double) {
        if time - s.time > 1 { s.time = time - 1.0 / 60 }
        let h = step
        while s.time < time {
            let u = s.force.scaled(by: h / 2) + s.velocity
            s.offset += u.scaled(by: h)
            s.force = u.scaled(by: -c) + (target - s.offset).scaled(by: k)
            s.velocity = s.force.scaled(by: h / 2) + u
            s.time += h
        }
    }

    /// |v| ≤ 0.06, |F| ≤ 0.06 and the remaining distance within 1 % of the whole.
    static func isAtRest<V: VectorArithmetic>(_ s: FluidSpringState<V>, target: V) -> Bool {
        let limit = restThreshold * restThreshold
        return s.velocity.magnitudeSquared <= limit && s.force.magnitudeSquared <= limit
            && (target - s.offset).magnitudeSquared <= 1e-4 * target.magnitudeSquared
    }
}

/// The integrator's state.
struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
    var offset: V = .zero
    var velocity: V = .zero
    var force: V = .zero
    var time: Double = 0

    static var defaultValue: FluidSpringState<V> { FluidSpringState() }
}
#endif
