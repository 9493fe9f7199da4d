/// Horizontal alignment of a label's lines, as NSTextAlignment; it decides where a short last line sits.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Leading edge of the label's writing direction.
    case natural
    /// Left edge.
    case left
    /// Centred.
    case center
    /// Right edge.
    case right
    /// Justified: full lines fill the width, the last line sits at the leading edge.
    case justified
}
