import AnimaCore

/// UIComponent's `TransformAnimator`: inserted items grow out of a transform while fading in, deleted items shrink
/// into one while fading out, kept items slide and resize; optionally cascading by distance from the top-left.
public struct TransformAnimator: Animator, Hashable {
    /// Where an inserted item starts (identity: it only fades in).
    public var insertTransform: Transform3D
    /// Where a deleted item ends (identity: it only fades out).
    public var deleteTransform: Transform3D
    /// Timing of inserts.
    public var insertTiming: AnimatorTiming
    /// Timing of updates and moves.
    public var updateTiming: AnimatorTiming
    /// Timing of deletes.
    public var deleteTiming: AnimatorTiming
    /// Delays each item by its distance from the screen's top-left corner over 3000 pt/s.
    public var cascade: Bool

    /// Creates an animator with one transform for inserts and deletes and UIComponent's spring (damping ratio 0.9)
    /// of `duration` seconds for everything.
    public init(transform: Transform3D = .identity, duration: Double = 0.5, cascade: Bool = false) {
        let timing = AnimatorTiming.spring(duration: duration, dampingRatio: 0.9, initialVelocity: 0)
        self.init(insertTransform: transform, deleteTransform: transform, insertTiming: timing, updateTiming: timing,
                  deleteTiming: timing, cascade: cascade)
    }

    /// Creates an animator with separate transforms and timings.
    public init(insertTransform: Transform3D, deleteTransform: Transform3D, insertTiming: AnimatorTiming = .default,
                updateTiming: AnimatorTiming = .default, deleteTiming: AnimatorTiming = .default, cascade: Bool = false) {
        self.insertTransform = insertTransform; self.deleteTransform = deleteTransform
        self.insertTiming = insertTiming; self.updateTiming = updateTiming; self.deleteTiming = deleteTiming
        self.cascade = cascade
    }

    /// Fades in from transparent, and from `insertTransform` when it is not the identity.
    public func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        var animations = [insertTiming.animation(.opacity, from: 0).key("insert.opacity")]
        if !insertTransform.isIdentity {
            animations.append(insertTiming.animation(.transform, from: .transform(insertTransform)).key("insert.transform"))
        }
        // Backwards fill keeps a delayed item in its start state until its turn comes.
        return animations.map { $0.beginTime(delay(item, context)).fillMode(.backwards) }
    }

    /// Fades out, into `deleteTransform` when it is not the identity.
    public func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation {
        var animations = [deleteTiming.animation(.opacity, from: 1, to: 0).key("delete.opacity")]
        if !deleteTransform.isIdentity {
            animations.append(deleteTiming.animation(.transform, from: .transform(.identity), to: .transform(deleteTransform))
                .key("delete.transform"))
        }
        return DeleteAnimation(animations: animations.map { $0.beginTime(delay(item, context)) })
    }

    /// Slides and resizes to the new frame, and blends to the new colour and corner radius.
    public func update(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        item.changeAnimations(timing: updateTiming, delay: delay(item, context))
    }

    private func delay(_ item: TransitionItem, _ context: TransitionContext) -> Double {
        cascade ? item.cascadeDelay(in: context) : 0
    }
}
