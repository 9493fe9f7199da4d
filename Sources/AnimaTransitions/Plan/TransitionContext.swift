import AnimaCore

/// The facts about the whole transition that an animator may use, in the coordinates of the layers.
public struct TransitionContext: Sendable, Hashable {
    /// The screen: the after viewport, with its top-left corner at the origin.
    public var visibleBounds: Rect
    /// The after viewport's content offset, subtracted from content frames to place the layers.
    public var contentOffset: Point
    /// Whether the new state is a first load (only animated when asked).
    public var isFirstLoad: Bool

    /// Creates a context.
    public init(visibleBounds: Rect, contentOffset: Point = .zero, isFirstLoad: Bool = false) {
        self.visibleBounds = visibleBounds; self.contentOffset = contentOffset; self.isFirstLoad = isFirstLoad
    }
}
