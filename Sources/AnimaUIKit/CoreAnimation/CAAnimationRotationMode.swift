#if !canImport(Darwin)
/// Whether a layer moving along a path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The string constant.
    public var rawValue: String
    /// Wraps a string constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a string constant.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Turn with the tangent.
    public static let rotateAuto = Self("auto")
    /// Turn with the tangent plus 180°.
    public static let rotateAutoReverse = Self("autoReverse")
}
#endif
