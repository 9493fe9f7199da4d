import AnimaCore

extension Path {
    /// Whether a stroke `lineWidth` wide is wider than one of the path's curves is across (the smaller side of the box
    /// of its control points). There the inner side of the stroke folds past the curve's centres of curvature, and
    /// players that stroke by offset outlines (Cairo in librsvg, Skia in Chromium) leave part of it uncovered, while
    /// the renderer covers every point within half the width of the curve; what Core Graphics draws there is not
    /// documented. Straight segments are not affected: every player's inner joins cover the corner.
    func strokeOutrunsCurves(lineWidth: Double) -> Bool {
        guard lineWidth > 0 else { return false }
        var current = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p): current = p
            case .quad(let p, let c):
                if lineWidth > Self.across([current, c, p]) { return true }
                current = p
            case .cubic(let p, let c1, let c2):
                if lineWidth > Self.across([current, c1, c2, p]) { return true }
                current = p
            case .close: current = start
            }
        }
        return false
    }

    /// The smaller side of the box of `points`.
    private static func across(_ points: [Point]) -> Double {
        let box = points.dropFirst().reduce(Rect(origin: points[0], size: .zero)) { $0.union(Rect(origin: $1, size: .zero)) }
        return Swift.min(box.width, box.height)
    }
}
