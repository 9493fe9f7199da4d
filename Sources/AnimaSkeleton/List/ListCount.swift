/// How many cells a list shows.
public enum ListCount: Sendable, Hashable {
    /// Exactly this many.
    case fixed(Int)
    /// As many as it takes to fill the visible area, counting a partly visible last cell (SkeletonView's
    /// `ceil(height / rowHeight)`).
    case fill
}
