#if !canImport(Darwin)
/// An angle (SwiftUI's `Angle`).
public struct Angle: Hashable, Sendable, Comparable, Animatable {
    /// Radians.
    public var radians: Double
    /// Degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// Zero.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// Zero.
    public static let zero = Angle()
    /// Radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
    /// Orders by radians.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The negation.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// Scaled.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}
#endif
