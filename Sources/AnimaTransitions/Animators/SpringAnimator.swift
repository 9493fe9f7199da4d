import AnimaCore

/// UIComponent's default animation as its own animator: everything springs (0.5 s, damping ratio 0.9) — inserts and
/// deletes fade, kept items slide and resize.
public struct SpringAnimator: Animator, Hashable {
    /// The spring everything moves on.
    public var feel: SpringFeel

    /// Creates a spring animator with UIComponent's defaults.
    public init(duration: Double = 0.5, dampingRatio: Double = 0.9, initialVelocity: Double = 0) {
        feel = SpringFeel(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    /// The equivalent transform animator, which does the work.
    public var transformAnimator: TransformAnimator {
        let timing = AnimatorTiming.spring(feel)
        return TransformAnimator(insertTransform: .identity, deleteTransform: .identity, insertTiming: timing,
                                 updateTiming: timing, deleteTiming: timing)
    }

    /// Fades in on the spring.
    public func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        transformAnimator.insert(item, in: context)
    }

    /// Fades out on the spring.
    public func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation {
        transformAnimator.delete(item, in: context)
    }

    /// Springs to the new frame and appearance.
    public func update(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        transformAnimator.update(item, in: context)
    }
}
