import AnimaCore

/// The way a shimmer band travels, in screen space (diagonals are true 45°, unlike SkeletonView's unit-space ones).
public enum ShimmerDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
    /// Top to bottom.
    case topToBottom
    /// Bottom to top.
    case bottomToTop
    /// Top-left corner to bottom-right corner.
    case topLeftToBottomRight
    /// Bottom-right corner to top-left corner.
    case bottomRightToTopLeft
    /// Top-right corner to bottom-left corner.
    case topRightToBottomLeft
    /// Bottom-left corner to top-right corner.
    case bottomLeftToTopRight

    /// The unit vector of travel in screen coordinates (y grows downwards).
    public var vector: Point {
        let d = 0.5.squareRoot()
        switch self {
        case .leftToRight: return Point(1, 0)
        case .rightToLeft: return Point(-1, 0)
        case .topToBottom: return Point(0, 1)
        case .bottomToTop: return Point(0, -1)
        case .topLeftToBottomRight: return Point(d, d)
        case .bottomRightToTopLeft: return Point(-d, -d)
        case .topRightToBottomLeft: return Point(-d, d)
        case .bottomLeftToTopRight: return Point(d, -d)
        }
    }

    /// The same travel seen in a mirror (left and right swapped), as a right-to-left layout reads it.
    public var mirrored: ShimmerDirection {
        switch self {
        case .leftToRight: .rightToLeft
        case .rightToLeft: .leftToRight
        case .topToBottom: .topToBottom
        case .bottomToTop: .bottomToTop
        case .topLeftToBottomRight: .topRightToBottomLeft
        case .topRightToBottomLeft: .topLeftToBottomRight
        case .bottomRightToTopLeft: .bottomLeftToTopRight
        case .bottomLeftToTopRight: .bottomRightToTopLeft
        }
    }
}
