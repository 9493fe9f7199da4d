#if !canImport(Darwin)
/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The only value.
    public init() {}
    /// The only value.
    public static var zero: Self { Self() }
    /// Nothing.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Nothing.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
#endif
