import AnimaCore

extension Path {
    /// The path split where each subpath starts (at every move), each with where it starts along the whole path and
    /// its length. Exports that dash a trimmed stroke need them apart: SVG restarts dashing at each subpath, Core
    /// Animation trims the whole path.
    var measuredSubpaths: [(path: Path, start: Double, length: Double)] {
        var pieces: [[Element]] = []
        for element in elements {
            if case .move = element { pieces.append([element]) } else if pieces.isEmpty { pieces.append([element]) } else { pieces[pieces.count - 1].append(element) }
        }
        var start = 0.0
        return pieces.map { elements in
            let piece = Path(elements: elements), length = PathMeasure(piece).length
            defer { start += length }
            return (piece, start, length)
        }
    }
}
