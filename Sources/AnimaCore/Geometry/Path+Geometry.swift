extension Path {
    /// Where the next segment would start: the last end point, the subpath start after a close, nil for an empty path.
    public var currentPoint: Point? {
        guard !elements.isEmpty else { return nil }
        // Follows the walker's rules: a close returns to the subpath start, and a drawing element
        // with no open subpath starts one at the current point.
        var current = Point.zero
        var start = Point.zero
        var isOpen = false
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                isOpen = true
            case .close:
                if isOpen { current = start }
                isOpen = false
            case .line(let p), .quad(let p, _), .cubic(let p, _, _):
                if !isOpen {
                    start = current
                    isOpen = true
                }
                current = p
            }
        }
        return current
    }

    /// The smallest rectangle containing every point the path passes through (curve extrema, not control points) and its move points; `.zero` when empty.
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
