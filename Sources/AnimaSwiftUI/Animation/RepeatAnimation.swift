#if !canImport(Darwin)
/// `repeatCount(_:autoreverses:)` and `repeatForever`: legs (each forward or backward play is one), odd legs
/// mirrored when autoreversing; the next leg starts at the sample at which the last one finished (§5.4).
struct RepeatAnimation: CustomAnimation {
    var base: Animation
    /// Legs to play; nil forever.
    var count: Int?
    var autoreverses: Bool

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var leg = context.state[RepeatState.self]
        while true {
            if let count, leg.index >= count { return nil }
            if let v = base.animate(value: value, time: time - leg.start, context: &context) {
                context.state[RepeatState.self] = leg
                return autoreverses && leg.index % 2 == 1 ? value - v : v
            }
            // A leg that ends as soon as it starts would never finish a sample: stop.
            if leg.start == time && leg.index > 0 { return nil }
            // The leg ended: the next starts now, with the base's state cleared.
            leg = RepeatState(index: leg.index + 1, start: time)
            context.state = AnimationState()
            context.state[RepeatState.self] = leg
        }
    }
}

/// Which leg is playing and when it began.
struct RepeatState: AnimationStateKey, Sendable {
    var index = 0
    var start = 0.0

    static var defaultValue: RepeatState { RepeatState() }
}
#endif
