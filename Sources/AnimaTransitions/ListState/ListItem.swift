import AnimaCore

/// One item of a list: a stable id, where it sits in the content, and how it looks.
public struct ListItem: Sendable, Hashable {
    /// Stable across states; the item's layer in a transition Scene has this id.
    public var id: String
    /// The item's rectangle in content coordinates.
    public var frame: Rect
    /// Colour, corners and content.
    public var appearance: ItemAppearance

    /// Creates an item.
    public init(id: String, frame: Rect, appearance: ItemAppearance = ItemAppearance()) {
        self.id = id; self.frame = frame; self.appearance = appearance
    }
}
