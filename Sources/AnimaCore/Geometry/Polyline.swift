/// A chain of straight segments through `points`, the flattened form of one subpath.
public struct Polyline: Sendable, Hashable {
    /// The vertices in drawing order; a closed polyline does not repeat its first point at the end.
    public var points: [Point]
    /// Whether a final segment runs from the last point back to the first.
    public var isClosed: Bool

    /// Creates a polyline from its vertices.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The total length of the segments, including the closing one.
    public var length: Double {
        guard var previous = points.first else { return 0 }
        var total = 0.0
        for p in points.dropFirst() {
            total += previous.distance(to: p)
            previous = p
        }
        if isClosed, let first = points.first { total += previous.distance(to: first) }
        return total
    }
}
