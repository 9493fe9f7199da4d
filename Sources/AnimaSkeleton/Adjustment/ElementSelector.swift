/// Names an element of a layout for an adjustment: by id, or by index in depth-first order with the root excluded
/// (TABAnimated's tag index, but stable when a view is ignored because every view counts).
public enum ElementSelector: Sendable, Hashable {
    /// The view with this id.
    case id(String)
    /// The view at this depth-first index (0 is the root's first child).
    case index(Int)
}
