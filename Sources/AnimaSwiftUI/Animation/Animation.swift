#if !canImport(Darwin)
/// How a change of state moves from its old value to its new one over time (SwiftUI's `Animation`).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation that does the work.
    let box: AnimationBox

    /// An animation from a custom one.
    public init<A: CustomAnimation>(_ base: A) { box = AnimationBox(base) }

    /// The value `time` seconds in, moving from zero to `value`; nil once the animation has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        box.base.animate(value: value, time: time, context: &context)
    }

    /// The velocity at `time`, when the animation knows it.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        box.base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous`.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        box.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The animation's description, such as `BezierAnimation(duration: 0.35, …)`.
    public var description: String { String(describing: box.base) }

    /// Equal when the underlying animations are.
    public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs.box.key == rhs.box.key }
    /// Hashes the underlying animation.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.key) }
}

/// Holds a custom animation, which SwiftUI does not require to be Sendable; animations run on the main actor.
final class AnimationBox: @unchecked Sendable {
    let base: any CustomAnimation
    let key: AnyHashable

    init<A: CustomAnimation>(_ base: A) { self.base = base; key = AnyHashable(base) }
}
#endif
