#if !canImport(Darwin)
/// A timing curve over a duration; done (nil) at the first sample after the duration (uikit-swiftui-anchors §5.1).
struct BezierAnimation: CustomAnimation {
    /// The curve.
    var curve: UnitCurve
    /// Seconds.
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { context.isLogicallyComplete = true }
        guard time <= duration else { return nil }
        return value.scaled(by: curve.value(at: duration > 0 ? time / duration : 1))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return .zero }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}
#endif
