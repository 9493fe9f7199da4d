/// Whether a bone stretches in the stretch style (TABAnimated's `toLongAnimation` / `toShortAnimation`).
public enum StretchMode: String, Sendable, Hashable, CaseIterable {
    /// Stays as it is.
    case none
    /// Grows to `longScale` of its width.
    case long
    /// Shrinks to `shortScale` of its width.
    case short
}
