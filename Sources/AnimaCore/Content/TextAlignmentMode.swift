/// How a text layer's lines sit horizontally in its bounds: CATextLayer's `alignmentMode`.
public enum TextAlignmentMode: String, Sendable, Hashable, CaseIterable {
    /// Left for left-to-right text, right for right-to-left text (the default).
    case natural
    /// Flush left.
    case left
    /// Flush right.
    case right
    /// Centred.
    case center
    /// Wrapped lines stretched to the full width (the last line of a paragraph stays natural).
    case justified
}
