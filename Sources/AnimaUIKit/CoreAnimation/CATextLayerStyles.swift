#if !canImport(Darwin)
/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural side (left for left-to-right text; the default).
    public static let natural = Self(rawValue: "natural")
    /// Flush left.
    public static let left = Self(rawValue: "left")
    /// Flush right.
    public static let right = Self(rawValue: "right")
    /// Centred.
    public static let center = Self(rawValue: "center")
    /// Stretched to both edges, the last line natural.
    public static let justified = Self(rawValue: "justified")
}

/// Where a text layer cuts a line that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut (the default).
    public static let none = Self(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = Self(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = Self(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = Self(rawValue: "middle")
}
#endif
