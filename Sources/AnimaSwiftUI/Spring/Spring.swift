#if !canImport(Darwin)
internal import AnimaCore

/// SwiftUI's spring: a closed-form damped oscillator described by duration and bounce, or by physical parameters.
public struct Spring: Hashable, Sendable {
    /// Core's oscillator (unit mass unless given), which holds the maths.
    let core: AnimaCore.Spring

    init(core: AnimaCore.Spring) { self.core = core }

    /// A spring with a perceptual `duration` and a `bounce` (negative: overdamped), SwiftUI's iOS 17 form.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        core = AnimaCore.Spring(duration: duration, bounce: bounce)
    }

    /// A spring from physical parameters; when `allowOverDamping` is false an overdamped one is critically damped.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let critical = 2 * (stiffness * mass).squareRoot()
        let c = allowOverDamping || !(damping > critical) ? damping : critical
        core = AnimaCore.Spring(mass: mass, stiffness: stiffness, damping: c)
    }

    /// A spring with a `response` (the undamped period) and a damping ratio.
    public init(response: Double, dampingRatio: Double) {
        core = AnimaCore.Spring(response: response, dampingFraction: dampingRatio)
    }

    /// A spring that settles within `epsilon` in about `settlingDuration` seconds with the damping ratio.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // Settling time scales with the response for a fixed ratio: find the response by bisection in log space.
        var lo = 1e-4, hi = 1e4
        for _ in 0..<80 {
            let mid = (lo * hi).squareRoot()
            let s = Spring(response: mid, dampingRatio: dampingRatio)
            if s.settlingDuration(epsilon: epsilon) < settlingDuration { lo = mid } else { hi = mid }
        }
        self.init(response: (lo * hi).squareRoot(), dampingRatio: dampingRatio)
    }

    /// The perceptual duration 2π·√(m/k).
    public var duration: TimeInterval { core.perceptualDuration }
    /// The bounce: 1 − ζ, or 1/ζ − 1 when overdamped.
    public var bounce: Double { core.bounce }
    /// The undamped period, the same as `duration`.
    public var response: Double { core.perceptualDuration }
    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { core.dampingRatio }
    /// The mass.
    public var mass: Double { core.mass }
    /// The stiffness k.
    public var stiffness: Double { core.stiffness }
    /// The damping c.
    public var damping: Double { core.damping }

    /// The time after which a unit move stays within 0.001 of its target.
    public var settlingDuration: TimeInterval { settlingDuration(epsilon: 0.001) }

    /// The settling duration of a move to `target` with `initialVelocity`, within `epsilon` of it.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero,
                                                      epsilon: Double) -> TimeInterval {
        let scale = max(target.magnitudeSquared.squareRoot(), 1e-12)
        return settlingDuration(epsilon: epsilon / scale)
    }

    /// SwiftUI's rule (uikit-swiftui-anchors §5.3): −ln(ε/(λ + 1))/λ when underdamped, else the 0.1 s grid search.
    func settlingDuration(epsilon: Double) -> TimeInterval {
        let lambda = core.damping / (2 * core.mass)
        if core.dampingRatio < 1, lambda > 0 {
            return -((epsilon / (lambda + 1)).logValue) / lambda
        }
        return core.duration(forEpsilon: epsilon)
    }

    /// The position after `time` seconds of a move from zero to `target`, starting with `initialVelocity` (in target
    /// units per second).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = core.responses(at: time)
        return target.scaled(by: r.step) + initialVelocity.scaled(by: r.impulse)
    }

    /// The velocity after `time` seconds of the same move.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = core.responses(at: time)
        return target.scaled(by: r.stepVelocity) + initialVelocity.scaled(by: r.impulseVelocity)
    }

    /// The position after `time` seconds of a move from `fromValue` to `toValue`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData,
                    initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force on a mass at `position` moving at `velocity` towards `target`: k·(target − position) − c·velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: core.stiffness) - velocity.scaled(by: core.damping)
    }

    /// Advances `value` and `velocity` towards `target` by `deltaTime` seconds along the closed form.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let offset = target - value
        let r = core.responses(at: deltaTime)
        value += offset.scaled(by: r.step) + velocity.scaled(by: r.impulse)
        velocity = offset.scaled(by: r.stepVelocity) + velocity.scaled(by: r.impulseVelocity)
    }

    /// Duration 0.5, bounce 0.
    public static var smooth: Spring { smooth() }
    /// Duration 0.5, bounce 0.15.
    public static var snappy: Spring { snappy() }
    /// Duration 0.5, bounce 0.3.
    public static var bouncy: Spring { bouncy() }

    /// A spring without bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce (0.15), plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with more bounce (0.3), plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Double {
    /// ln(self), through Foundation.
    fileprivate var logValue: Double { Foundation.log(self) }
}
#endif
