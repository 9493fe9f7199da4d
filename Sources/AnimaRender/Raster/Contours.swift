import AnimaCore

/// A set of closed polygons in device pixels, stored flat so building one allocates two arrays, not one per contour.
struct Contours: Sendable {
    /// All vertices, contour after contour.
    var points: [Point] = []
    /// One past the last vertex of each contour.
    var ends: [Int] = []

    /// Whether there is nothing to fill.
    var isEmpty: Bool { points.isEmpty }

    /// Appends a vertex to the current contour.
    @inline(__always) mutating func add(_ p: Point) { points.append(p) }

    /// Ends the current contour (an implicit closing edge joins its last vertex to its first).
    mutating func close() {
        let start = ends.last ?? 0
        if points.count - start < 3 {
            // Fewer than three vertices enclose no area: drop them so the rasterizer never sees a stub.
            points.removeSubrange(start...)
        } else {
            ends.append(points.count)
        }
    }

    /// Appends every contour of `other`.
    mutating func append(_ other: Contours) {
        let base = points.count
        points.append(contentsOf: other.points)
        ends.append(contentsOf: other.ends.map { $0 + base })
    }

    /// The same contours with every vertex mapped by `t`.
    func applying(_ t: AffineTransform) -> Contours {
        var c = self
        for i in c.points.indices { c.points[i] = t.apply(c.points[i]) }
        return c
    }

    /// The bounding box of all vertices, or nil when empty.
    var boundingBox: Rect? {
        guard let f = points.first else { return nil }
        var x0 = f.x, y0 = f.y, x1 = f.x, y1 = f.y
        for p in points {
            x0 = Swift.min(x0, p.x); x1 = Swift.max(x1, p.x)
            y0 = Swift.min(y0, p.y); y1 = Swift.max(y1, p.y)
        }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
}
