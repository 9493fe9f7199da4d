/// A width and a height.
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// Creates a size from its extents.
    @inlinable public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    /// The empty size.
    public static let zero = Size(0, 0)

    /// The size a fraction `t` of the way to `other`.
    @inlinable public func interpolated(to other: Size, _ t: Double) -> Size {
        Size(width + (other.width - width) * t, height + (other.height - height) * t)
    }

    /// Whether both extents are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}
