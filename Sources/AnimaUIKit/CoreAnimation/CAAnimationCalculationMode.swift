#if !canImport(Darwin)
/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The string constant.
    public var rawValue: String
    /// Wraps a string constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a string constant.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight lines.
    public static let linear = Self("linear")
    /// Steps.
    public static let discrete = Self("discrete")
    /// Straight lines at constant speed.
    public static let paced = Self("paced")
    /// A Catmull-Rom spline.
    public static let cubic = Self("cubic")
    /// The spline at constant speed.
    public static let cubicPaced = Self("cubicPaced")
}
#endif
