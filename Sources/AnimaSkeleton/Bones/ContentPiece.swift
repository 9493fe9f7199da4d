import AnimaCore

/// Something drawn besides the bones: a container's background, an ignored view, or the stand-in for a view's loaded
/// content that a reveal fades in (real content is the app's; these are flat shapes in its place).
public struct ContentPiece: Sendable, Hashable {
    /// When the piece shows.
    public enum Visibility: String, Sendable, Hashable {
        /// The whole time (backgrounds, ignored views).
        case always
        /// Only once the content is revealed (skeletonised and hidden views).
        case revealed
    }

    /// The layer id within its cell.
    public var id: String
    /// The rectangles, in cell coordinates (several for a label's text lines).
    public var rects: [Rect]
    /// Corner radius of each rectangle.
    public var cornerRadius: Double
    /// Fill colour.
    public var color: Color
    /// When it shows.
    public var visibility: Visibility
    /// The view's picture, drawn aspect-filled and clipped to the rounded rectangle instead of the flat colour.
    public var contents: ImageContents? = nil

    /// Creates a piece.
    public init(id: String, rects: [Rect], cornerRadius: Double, color: Color, visibility: Visibility) {
        self.id = id; self.rects = rects; self.cornerRadius = cornerRadius; self.color = color
        self.visibility = visibility
    }
}
