#if !canImport(Darwin)
/// Horizontal text alignment (UIKit's, which Foundation on Linux does not declare).
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left
    /// Centre.
    case center
    /// Right.
    case right
    /// Justified.
    case justified
    /// The script's natural alignment (left here).
    case natural
}
#endif
