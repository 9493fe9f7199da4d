#if !canImport(Darwin)
/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The string constant.
    public var rawValue: String
    /// Wraps a string constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a string constant.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Nothing.
    public static let removed = Self("removed")
    /// The last frame after the end.
    public static let forwards = Self("forwards")
    /// The first frame before the start.
    public static let backwards = Self("backwards")
    /// Both.
    public static let both = Self("both")
}
#endif
