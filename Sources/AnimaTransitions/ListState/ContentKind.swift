/// What an item shows inside, drawn as a simple placeholder so that items are told apart in a rendering.
public enum ContentKind: String, Sendable, Hashable, CaseIterable {
    /// A line of text.
    case label
    /// A square picture at the leading edge.
    case image
    /// A picture and a line of text.
    case imageAndLabel
}
