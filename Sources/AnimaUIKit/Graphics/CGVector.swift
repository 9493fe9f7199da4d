#if !canImport(Darwin)
import Foundation

/// A two-dimensional vector, as CoreGraphics' `CGVector` (Foundation on Linux lacks it).
public struct CGVector: Sendable, Hashable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Creates a vector from Doubles.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// Creates a vector from Ints.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// (0, 0).
    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
