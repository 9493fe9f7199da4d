/// An axis-aligned rectangle given by its origin (top-left in UIKit coordinates) and size.
public struct Rect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its coordinates.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x, y), size: Size(width, height))
    }
    /// Creates a rectangle from its coordinates.
    @inlinable public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(origin: Point(x, y), size: Size(width, height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(0, 0, 0, 0)

    /// The left edge.
    @inlinable public var minX: Double { origin.x }
    /// The top edge.
    @inlinable public var minY: Double { origin.y }
    /// The right edge.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }
    /// The centre point.
    @inlinable public var center: Point { Point(midX, midY) }

    /// Whether the rectangle has no area.
    @inlinable public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The rectangle a fraction `t` of the way to `other`.
    @inlinable public func interpolated(to other: Rect, _ t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, t), size: size.interpolated(to: other.size, t))
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin.x + dx, origin.y + dy, size.width - 2 * dx, size.height - 2 * dy)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// The overlap of both, or an empty rectangle.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(x0, y0, 0, 0) }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// Whether the point lies inside (edges on the top and left count).
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether all four numbers are finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }
}
