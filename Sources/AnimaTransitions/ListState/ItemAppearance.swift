import AnimaCore

/// How an item looks: a filled rounded rectangle, optionally with a placeholder for its content.
public struct ItemAppearance: Sendable, Hashable {
    /// The fill colour.
    public var color: Color
    /// The radius of the rounded corners.
    public var cornerRadius: Double
    /// What the item shows inside, if anything.
    public var content: ContentKind?

    /// Creates an appearance.
    public init(color: Color = Color(white: 0.8), cornerRadius: Double = 0, content: ContentKind? = nil) {
        self.color = color; self.cornerRadius = cornerRadius; self.content = content
    }
}
