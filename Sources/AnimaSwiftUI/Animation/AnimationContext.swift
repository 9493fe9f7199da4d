#if !canImport(Darwin)
/// What an animation sees while it runs: its state, and whether it has finished logically.
///
/// As in SwiftUI there is no public initialiser: only the animation system makes one and hands it to an animation.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state between samples.
    public var state: AnimationState<Value>
    /// Whether the animation is complete for logical purposes (completion criteria, phases), if not visually.
    public var isLogicallyComplete: Bool

    /// A fresh context (internal: Apple's has no public initialiser).
    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// The same context with another state.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}
#endif
