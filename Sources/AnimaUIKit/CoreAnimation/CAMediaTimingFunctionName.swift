#if !canImport(Darwin)
/// The names of CAMediaTimingFunction's predefined curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The string constant.
    public var rawValue: String
    /// Wraps a string constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a string constant.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// (0, 0, 1, 1).
    public static let linear = Self("linear")
    /// (0.42, 0, 1, 1).
    public static let easeIn = Self("easeIn")
    /// (0, 0, 0.58, 1).
    public static let easeOut = Self("easeOut")
    /// (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = Self("easeInEaseOut")
    /// (0.25, 0.1, 0.25, 1), what implicit animations use.
    public static let `default` = Self("default")
}
#endif
