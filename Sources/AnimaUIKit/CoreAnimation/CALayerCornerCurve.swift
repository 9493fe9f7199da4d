#if !canImport(Darwin)
/// How a layer's rounded corners are drawn (`CALayer.cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = Self(rawValue: "circular")
    /// Apple's continuous ("squircle") corners; drawn as circular ones here (a documented approximation).
    public static let continuous = Self(rawValue: "continuous")
}
#endif
