/// Where a text layer cuts a line that does not fit, putting an ellipsis (…) in its place: CATextLayer's
/// `truncationMode`.
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
    /// Not truncated: the line runs past the bounds (the default).
    case none
    /// The start of the line is cut.
    case start
    /// The middle of the line is cut.
    case middle
    /// The end of the line is cut.
    case end
}
