/// A location in a two-dimensional coordinate system, y growing downwards as in UIKit.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// Creates a point from its coordinates.
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The origin (0, 0).
    public static let zero = Point(0, 0)

    /// The distance from the origin.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance to another point.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }

    /// The angle of the vector from the origin, in radians, measured from the positive x axis.
    @inlinable public var angle: Double { Double.atan2(y: y, x: x) }

    /// The point a fraction `t` of the way to `other`.
    @inlinable public func interpolated(to other: Point, _ t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }

    /// Whether both coordinates are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The component-wise sum.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The component-wise difference.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Both components scaled by `s`.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    /// Both components negated.
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
}
