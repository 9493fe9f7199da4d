#if !canImport(Darwin)
/// `delay(_:)`: the base sees max(0, t − delay).
struct DelayAnimation: CustomAnimation {
    var base: Animation
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: max(0, time - delay), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: max(0, time - delay), context: &context)
    }
}
#endif
