import AnimaCore

/// One of ViewAnimator's entrance effects: where an item starts before it animates to its place.
public enum Entrance: Sendable, Hashable {
    /// Offset by `distance` points towards `edge` (coming in from that side).
    case from(Edge, distance: Double)
    /// Offset by a vector.
    case vector(dx: Double, dy: Double)
    /// Scaled by `scale` about the centre.
    case zoom(scale: Double)
    /// Rotated by `angle` radians about the centre.
    case rotate(angle: Double)

    /// The transform the item starts from.
    public var initialTransform: Transform3D {
        switch self {
        case .from(let edge, let distance): .translation(edge.direction.x * distance, edge.direction.y * distance)
        case .vector(let dx, let dy): .translation(dx, dy)
        case .zoom(let scale): .scale(scale, scale)
        case .rotate(let angle): .rotation(angle)
        }
    }

    /// The transforms of `entrances` applied one after the other, as ViewAnimator concatenates them.
    public static func combinedTransform(_ entrances: [Entrance]) -> Transform3D {
        entrances.reduce(Transform3D.identity) { $0.concatenating($1.initialTransform) }
    }
}
