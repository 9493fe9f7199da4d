import AnimaCore

/// The visible part of a list's content, as a scroll view's bounds: the content offset and the visible size.
public struct Viewport: Sendable, Hashable {
    /// The content point shown at the top-left of the screen.
    public var contentOffset: Point
    /// The size of the visible area.
    public var size: Size

    /// Creates a viewport.
    public init(contentOffset: Point = .zero, size: Size) {
        self.contentOffset = contentOffset; self.size = size
    }

    /// Creates a viewport from the visible rectangle in content coordinates.
    public init(visibleBounds: Rect) {
        self.init(contentOffset: visibleBounds.origin, size: visibleBounds.size)
    }

    /// The visible rectangle in content coordinates.
    public var visibleBounds: Rect { Rect(origin: contentOffset, size: size) }
}
