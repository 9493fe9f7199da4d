import AnimaCore

/// UIComponent's `FadeAnimator`: inserted items fade in, deleted items fade out, kept items jump to their new place.
public struct FadeAnimator: Animator, Hashable {
    /// Timing of the fades; UIComponent uses 0.3 s with UIView.animate's ease-in-ease-out.
    public var timing: AnimatorTiming
    /// Delays each item by its distance from the screen's top-left corner over 3000 pt/s.
    public var cascade: Bool

    /// Creates a fade animator.
    public init(duration: Double = 0.3, cascade: Bool = false) {
        self.init(timing: .easeInOut(duration), cascade: cascade)
    }

    /// Creates a fade animator with any timing.
    public init(timing: AnimatorTiming, cascade: Bool = false) {
        self.timing = timing; self.cascade = cascade
    }

    /// Fades in from transparent.
    public func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        [timing.animation(.opacity, from: 0).key("insert.opacity").beginTime(delay(item, context)).fillMode(.backwards)]
    }

    /// Fades out to transparent.
    public func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation {
        DeleteAnimation(animations: [timing.animation(.opacity, from: 1, to: 0).key("delete.opacity")
            .beginTime(delay(item, context))])
    }

    private func delay(_ item: TransitionItem, _ context: TransitionContext) -> Double {
        cascade ? item.cascadeDelay(in: context) : 0
    }
}
