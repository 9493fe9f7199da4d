#if !canImport(Darwin)
/// A shape layer's line cap.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square end at the point.
    public static let butt = Self(rawValue: "butt")
    /// Round end.
    public static let round = Self(rawValue: "round")
    /// Square end past the point.
    public static let square = Self(rawValue: "square")
}

/// A shape layer's line join.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corner.
    public static let miter = Self(rawValue: "miter")
    /// Round corner.
    public static let round = Self(rawValue: "round")
    /// Cut corner.
    public static let bevel = Self(rawValue: "bevel")
}

/// A shape layer's fill rule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = Self(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// A gradient layer's type.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the axis from start to end point.
    public static let axial = Self(rawValue: "axial")
    /// Circles around the start point.
    public static let radial = Self(rawValue: "radial")
}
#endif
