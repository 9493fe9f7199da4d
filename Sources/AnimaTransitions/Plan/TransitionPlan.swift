import AnimaCore

/// What a change from one list state to another animates, by UIComponent's rules: a first load is not animated
/// unless asked, only items visible before or after animate (the others jump), deleted items keep their layer until
/// their animation completes, and a pure scroll animates nothing.
public struct TransitionPlan: Sendable, Hashable {
    /// The old state.
    public let before: ListState
    /// The new state.
    public let after: ListState
    /// The gating opt-ins used.
    public let options: TransitionOptions
    /// The id diff of the two states (updates are changes of frame or appearance).
    public let diff: ListDiff
    /// Whether any item was inserted, deleted, moved or changed; false for a pure scroll.
    public let isReload: Bool
    /// Whether anything animates at all: a reload, and not a first load unless asked.
    public let isAnimated: Bool
    /// Every item in drawing order: deleted items first (they fade beneath the items taking their place), then the
    /// new list in order.
    public let items: [TransitionItem]
    /// The facts handed to animators.
    public let context: TransitionContext

    /// Plans the transition from `before` to `after`.
    public init(from before: ListState, to after: ListState, options: TransitionOptions = TransitionOptions()) {
        let old = before.items, new = after.items
        let diff = ListDiff(from: old.map(\.id), to: new.map(\.id)) { old[$0].frame == new[$1].frame && old[$0].appearance == new[$1].appearance }
        self.before = before; self.after = after; self.options = options; self.diff = diff
        isReload = !diff.isEmpty
        isAnimated = isReload && (!after.isFirstLoad || options.animatesFirstLoad)
        context = TransitionContext(visibleBounds: Rect(origin: .zero, size: after.viewport.size),
                                    contentOffset: after.viewport.contentOffset, isFirstLoad: after.isFirstLoad)
        var planner = Planner(before: before, after: after, options: options, isAnimated: isAnimated)
        items = planner.items(diff)
    }

    /// The planned item with `id` (the first, should ids repeat).
    public func item(withID id: String) -> TransitionItem? { items.first { $0.id == id } }
}

/// Builds the plan's items: classification, visibility gating and ranks.
private struct Planner {
    let before: ListState, after: ListState, options: TransitionOptions, isAnimated: Bool
    private var ranks: [TransitionItem.Change: Int] = [:]

    init(before: ListState, after: ListState, options: TransitionOptions, isAnimated: Bool) {
        self.before = before; self.after = after; self.options = options; self.isAnimated = isAnimated
    }

    mutating func items(_ diff: ListDiff) -> [TransitionItem] {
        let moved = Set(diff.moves.map(\.after)), updated = Set(diff.updates.map(\.after))
        var items = diff.deletes.map { make(.delete, before: before.items[$0], after: nil) }
        for (j, new) in after.items.enumerated() {
            guard let i = diff.beforeIndex(ofAfter: j) else {
                items.append(make(.insert, before: nil, after: new))
                continue
            }
            let change: TransitionItem.Change = moved.contains(j) ? .move : updated.contains(j) ? .update : .none
            items.append(make(change, before: before.items[i], after: new))
        }
        return items
    }

    private mutating func make(_ change: TransitionItem.Change, before old: ListItem?, after new: ListItem?) -> TransitionItem {
        let animated = isAnimated && change != .none && (options.animatesOutOfBoundsItems || isVisible(old, new))
        var rank = 0
        if animated { rank = ranks[change, default: 0]; ranks[change] = rank + 1 }
        return TransitionItem(id: (new ?? old)?.id ?? "", change: change, before: old.map(onScreen),
                              after: new.map(onScreen), isAnimated: animated, rank: rank)
    }

    private func isVisible(_ old: ListItem?, _ new: ListItem?) -> Bool {
        old.map { overlaps($0.frame, before.viewport.visibleBounds) } == true
            || new.map { overlaps($0.frame, after.viewport.visibleBounds) } == true
    }

    /// Whether the rectangles share interior points (CGRect.intersects for non-empty rectangles).
    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The item in layer coordinates: content minus the after viewport's offset.
    private func onScreen(_ item: ListItem) -> ListItem {
        var moved = item
        moved.frame.origin = item.frame.origin - after.viewport.contentOffset
        return moved
    }
}
