#if !canImport(Darwin)
/// The corners `cornerRadius` rounds (`CALayer.maskedCorners`), with QuartzCore's bits.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at minimum x and y (top left on iOS).
    public static let layerMinXMinYCorner = Self(rawValue: 1)
    /// The corner at maximum x, minimum y (top right on iOS).
    public static let layerMaxXMinYCorner = Self(rawValue: 2)
    /// The corner at minimum x, maximum y (bottom left on iOS).
    public static let layerMinXMaxYCorner = Self(rawValue: 4)
    /// The corner at maximum x and y (bottom right on iOS).
    public static let layerMaxXMaxYCorner = Self(rawValue: 8)
}
#endif
