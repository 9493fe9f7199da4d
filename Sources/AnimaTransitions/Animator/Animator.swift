import AnimaCore

/// Turns the planned change of one item into animations on its layer, as UIComponent's `Animator`.
///
/// The layer already holds the item's final state (its after frame and appearance; for a delete, its before state
/// and `isHidden`), so hooks return animations *from* the old look, as one does with Core Animation. Every hook has
/// a default: an insert or update jumps, a delete completes at once, a move is animated as an update.
public protocol Animator: Sendable {
    /// Animations that bring an inserted item in.
    func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation]
    /// Animations that take a deleted item out, and when they complete (the layer is hidden from then on).
    func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation
    /// Animations from a kept item's old frame and appearance to its new ones.
    func update(_ item: TransitionItem, in context: TransitionContext) -> [Animation]
    /// Animations for a kept item that changed its place in the order.
    func move(_ item: TransitionItem, in context: TransitionContext) -> [Animation]
}

extension Animator {
    /// No animation: the item appears in place.
    public func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation] { [] }
    /// No animation: the item's completion is called at once.
    public func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation { .immediate }
    /// No animation: the layer takes its new frame and appearance at once.
    public func update(_ item: TransitionItem, in context: TransitionContext) -> [Animation] { [] }
    /// The same as an update.
    public func move(_ item: TransitionItem, in context: TransitionContext) -> [Animation] { update(item, in: context) }
}
