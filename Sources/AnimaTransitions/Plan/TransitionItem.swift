/// One item of a transition: what happens to it, how it looked before and after, and whether it animates.
///
/// Frames are in layer coordinates (content minus the after viewport's offset), so that animators can use them as
/// layer positions directly; a scroll during a reload shifts everything at once, as in a scroll view.
public struct TransitionItem: Sendable, Hashable {
    /// What happens to an item.
    public enum Change: String, Sendable, Hashable, CaseIterable {
        /// New in the after state.
        case insert
        /// Gone from the after state; its layer stays until its delete animation completes.
        case delete
        /// Kept, but out of its old order relative to the others (it may also have changed).
        case move
        /// Kept in order, with a new frame or appearance.
        case update
        /// Kept and unchanged.
        case none
    }

    /// The item's id, which is also its layer's id.
    public var id: String
    /// What happens to it.
    public var change: Change
    /// The item before, nil for an insert.
    public var before: ListItem?
    /// The item after, nil for a delete.
    public var after: ListItem?
    /// Whether it animates; otherwise it jumps to its new state.
    public var isAnimated: Bool
    /// Its position among the animated items with the same change, in list order (for staggering).
    public var rank: Int

    /// Creates an item.
    public init(id: String, change: Change, before: ListItem?, after: ListItem?, isAnimated: Bool, rank: Int = 0) {
        self.id = id; self.change = change; self.before = before; self.after = after
        self.isAnimated = isAnimated; self.rank = rank
    }

    /// The state the layer shows once the transition is over (the before state for a delete).
    public var final: ListItem? { after ?? before }
}
