#if !canImport(Darwin)
/// Two animatable vectors animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First
    /// The second component.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    /// Both zero.
    public static var zero: Self { AnimatablePair(.zero, .zero) }
    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Scales both.
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    /// The sum of both squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
#endif
