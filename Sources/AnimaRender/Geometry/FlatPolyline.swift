import AnimaCore

/// A flattened subpath: straight segments through `points`, closed back to the first point when `isClosed`.
struct FlatPolyline: Sendable, Hashable {
    var points: [Point]
    var isClosed: Bool

    /// The length along the segments, including the closing segment when closed.
    var length: Double {
        guard points.count > 1 else { return 0 }
        var total = 0.0
        for i in 1..<points.count { total += points[i - 1].distance(to: points[i]) }
        if isClosed, let f = points.first, let l = points.last { total += l.distance(to: f) }
        return total
    }
}
