extension Path {
    /// Where the next segment would start: the last end point, the subpath start after a close, nil for an empty path.
    public var currentPoint: Point? {
        guard !elements.isEmpty else { return nil }
        // The walker owns the rules: a close returns to the subpath start (its closing segment ends
        // there) and a drawing element with no open subpath starts one at the current point.
        var current = Point.zero
        walk { event in
            switch event {
            case .begin(let p): current = p
            case .segment(let segment, _): current = segment.end
            case .end: break
            }
        }
        return current
    }

    /// The smallest rectangle containing everything the path draws, and its move points.
    ///
    /// Exact: curves contribute their extrema, not their control points (CGPath's
    /// `boundingBoxOfPath`, not `boundingBox`). An empty path gives `.zero`.
    public var boundingBox: Rect {
        var lower = Point(Double.infinity, Double.infinity)
        var upper = Point(-Double.infinity, -Double.infinity)
        var found = false
        walk { event in
            switch event {
            case .begin(let p):
                lower = Point(Swift.min(lower.x, p.x), Swift.min(lower.y, p.y))
                upper = Point(Swift.max(upper.x, p.x), Swift.max(upper.y, p.y))
                found = true
            case .segment(let segment, _):
                segment.extendBounds(lower: &lower, upper: &upper)
            case .end:
                break
            }
        }
        guard found else { return .zero }
        return Rect(lower.x, lower.y, upper.x - lower.x, upper.y - lower.y)
    }

    /// The path with every point mapped by `t`; exact, since Bézier curves are affine-invariant.
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements: elements.map { $0.mapPoints { t.apply($0) } })
    }
}
