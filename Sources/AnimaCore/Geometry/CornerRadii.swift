/// The radius of each corner of a rounded rectangle, in UIKit's corner naming (y down).
public struct CornerRadii: Sendable, Hashable {
    /// The radius at (minX, minY).
    public var topLeft: Double
    /// The radius at (maxX, minY).
    public var topRight: Double
    /// The radius at (maxX, maxY).
    public var bottomRight: Double
    /// The radius at (minX, maxY).
    public var bottomLeft: Double

    /// Creates radii from one value per corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// Creates radii that are the same at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Creates radii that round only the corners in `corners`, as `cornerRadius` with `maskedCorners`.
    public init(_ radius: Double, corners: CornerMask) {
        self.init(
            topLeft: corners.contains(.topLeft) ? radius : 0,
            topRight: corners.contains(.topRight) ? radius : 0,
            bottomRight: corners.contains(.bottomRight) ? radius : 0,
            bottomLeft: corners.contains(.bottomLeft) ? radius : 0)
    }

    /// Square corners.
    public static let zero = CornerRadii(0)
}
