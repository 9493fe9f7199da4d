/// What an animation shows outside its active interval (CAMediaTimingFillMode).
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    /// Nothing: the model value shows before and after.
    case removed
    /// Holds the last frame after the end (while the animation is still attached).
    case forwards
    /// Holds the first frame before the start.
    case backwards
    /// Both.
    case both

    /// Whether the first frame is held before the start.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the last frame is held after the end.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
