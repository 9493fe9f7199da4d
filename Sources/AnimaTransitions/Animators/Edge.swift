import AnimaCore

/// A side of an item or of the screen; leading is left and trailing is right (left-to-right layout).
public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// The top side.
    case top
    /// The left side.
    case leading
    /// The bottom side.
    case bottom
    /// The right side.
    case trailing

    /// The unit vector pointing out of this side (y grows downwards).
    public var direction: Point {
        switch self {
        case .top: Point(0, -1)
        case .leading: Point(-1, 0)
        case .bottom: Point(0, 1)
        case .trailing: Point(1, 0)
        }
    }
}
