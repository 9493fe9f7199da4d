/// Which animator animates which item: one for the whole list, and overrides for single items by id (UIComponent's
/// engine animator and per-component `.animator(_:)`).
public struct ItemAnimators: Sendable {
    /// The animator for items without an override.
    public var list: any Animator
    /// Animators for particular items, by item id.
    public var overrides: [String: any Animator]

    /// Creates a selection; by default every item uses a `TransformAnimator`.
    public init(_ list: any Animator = TransformAnimator(), overrides: [String: any Animator] = [:]) {
        self.list = list; self.overrides = overrides
    }

    /// The animator for the item with `id`.
    public func animator(for id: String) -> any Animator { overrides[id] ?? list }
}
