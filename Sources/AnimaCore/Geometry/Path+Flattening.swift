extension Path {
    /// The most pieces one curve is cut into, so a tiny tolerance cannot exhaust memory.
    static let maximumFlatteningSteps = 1 << 16

    /// The path as polylines whose chords stay within `tolerance` of the curves, one per subpath that draws anything.
    ///
    /// Each curve is cut into equal parameter steps, their number derived from the flatness bound
    /// (see `PathSegment.flatteningSteps`), so the result depends only on the input. A tolerance
    /// below 1e-6 (or NaN) is raised to 1e-6. Subpaths made of a lone move are left out.
    public func flattened(tolerance: Double) -> [Polyline] {
        let tolerance = Path.sanitizedTolerance(tolerance)
        var result: [Polyline] = []
        var points: [Point] = []
        var hasSegments = false
        walk { event in
            switch event {
            case .begin(let p):
                points = [p]
                hasSegments = false
            case .segment(let segment, _):
                hasSegments = true
                let steps = segment.flatteningSteps(tolerance: tolerance, limit: Path.maximumFlatteningSteps)
                for step in 1...steps {
                    points.append(segment.point(at: Double(step) / Double(steps)))
                }
            case .end(let closed):
                guard hasSegments else { return }
                // The closing segment is implied by `isClosed`, so drop copies of the start at the end.
                if closed {
                    while points.count > 1 && points[points.count - 1] == points[0] { points.removeLast() }
                }
                result.append(Polyline(points: points, isClosed: closed))
            }
        }
        return result
    }

    /// `tolerance` if it is a usable positive number, else a fine default.
    static func sanitizedTolerance(_ tolerance: Double) -> Double {
        tolerance > 1e-6 ? tolerance : 1e-6
    }
}
