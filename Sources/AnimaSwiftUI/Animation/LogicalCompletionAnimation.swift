#if !canImport(Darwin)
/// `logicallyComplete(after:)`: the base, reporting logical completion after a fixed time.
struct LogicalCompletionAnimation: CustomAnimation {
    var base: Animation
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = time >= duration
        return result
    }
}
#endif
