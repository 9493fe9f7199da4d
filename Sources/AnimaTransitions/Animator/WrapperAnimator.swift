import AnimaCore

/// UIComponent's `WrapperAnimator`: one-off blocks that replace single hooks of another animator; hooks without a
/// block fall through to it.
public struct WrapperAnimator: Animator {
    /// A block answering an insert or an update.
    public typealias Hook = @Sendable (TransitionItem, TransitionContext) -> [Animation]
    /// A block answering a delete.
    public typealias DeleteHook = @Sendable (TransitionItem, TransitionContext) -> DeleteAnimation

    /// The animator the other hooks fall through to.
    public var base: any Animator
    /// Replaces the insert hook.
    public var insertBlock: Hook?
    /// Replaces the delete hook.
    public var deleteBlock: DeleteHook?
    /// Replaces the update hook (and so the move hook).
    public var updateBlock: Hook?
    /// Runs the base's update as well as `updateBlock` (UIComponent's `passthrough`).
    public var passesUpdateThrough: Bool

    /// Wraps `base` with the given blocks.
    public init(base: any Animator, insert: Hook? = nil, delete: DeleteHook? = nil, update: Hook? = nil,
                passesUpdateThrough: Bool = false) {
        self.base = base; insertBlock = insert; deleteBlock = delete; updateBlock = update
        self.passesUpdateThrough = passesUpdateThrough
    }

    /// The insert block, or the base's insert.
    public func insert(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        insertBlock?(item, context) ?? base.insert(item, in: context)
    }

    /// The delete block, or the base's delete.
    public func delete(_ item: TransitionItem, in context: TransitionContext) -> DeleteAnimation {
        deleteBlock?(item, context) ?? base.delete(item, in: context)
    }

    /// The update block (after the base's update when passing through), or the base's update.
    public func update(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        guard let updateBlock else { return base.update(item, in: context) }
        return (passesUpdateThrough ? base.update(item, in: context) : []) + updateBlock(item, context)
    }

    /// The update block when there is one, else the base's move.
    public func move(_ item: TransitionItem, in context: TransitionContext) -> [Animation] {
        updateBlock == nil ? base.move(item, in: context) : update(item, in: context)
    }
}

extension Animator {
    /// This animator with its insert hook replaced by `block`.
    public func animateInsert(_ block: @escaping WrapperAnimator.Hook) -> WrapperAnimator {
        WrapperAnimator(base: self, insert: block)
    }

    /// This animator with its delete hook replaced by `block`.
    public func animateDelete(_ block: @escaping WrapperAnimator.DeleteHook) -> WrapperAnimator {
        WrapperAnimator(base: self, delete: block)
    }

    /// This animator with its update hook replaced by `block`, or followed by it when `passthrough` is true.
    public func animateUpdate(passthrough: Bool = false, _ block: @escaping WrapperAnimator.Hook) -> WrapperAnimator {
        WrapperAnimator(base: self, update: block, passesUpdateThrough: passthrough)
    }
}
