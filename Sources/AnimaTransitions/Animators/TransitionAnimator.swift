import AnimaCore

/// Applies a SwiftUI-style transition: inserted items animate from the transition's insertion effect, deleted items
/// to its removal effect, kept items slide to their new frames.
public struct TransitionAnimator: Animator, Hashable {
    /// The transition.
    public var transition: ItemTransition
    /// Timing of every animation; by default 0.35 s ease-in-ease-out, SwiftUI's `.default` before iOS 17.
    public var timing: AnimatorTiming

    /// Creates a transition animator.
    public init(_ transition: ItemTransition, timing: AnimatorTiming = .easeInOut(0.35)) {
        self.transition = transition; self.timing = timing
    }

    /// From the insertion effect to the item as it is.
    public func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        let size = item.final?.frame.size ?? .zero
        return transition.effect(.insertion, size: size).changedValues.map { key, value in
            timing.animation(key, from: value).key("insert.\(key.keyPath)")
        }
    }

    /// From the item as it is to the removal effect.
    public func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation {
        let size = item.final?.frame.size ?? .zero
        let animations = transition.effect(.removal, size: size).changedValues.map { key, value in
            timing.animation(key, from: TransitionEffect.identityValue(of: key), to: value).key("delete.\(key.keyPath)")
        }
        return DeleteAnimation(animations: animations)
    }

    /// Slides and resizes to the new frame.
    public func update(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        item.changeAnimations(timing: timing)
    }
}
