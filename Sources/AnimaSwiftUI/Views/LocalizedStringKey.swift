#if !canImport(Darwin)
/// The key of a localized string; headless, the key itself (with its interpolations written out) is the text.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// The key `value`.
    public init(_ value: String) { key = value }
    /// The key written as a literal.
    public init(stringLiteral value: String) { key = value }
    /// The key written as a literal with interpolations.
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}
#endif
