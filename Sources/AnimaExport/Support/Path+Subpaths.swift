import AnimaCore

extension Path {
    /// The path split where each subpath starts (at every move). Exports that dash a trimmed stroke need them apart:
    /// SVG restarts dashing at each subpath, Core Animation trims the whole path.
    var subpaths: [Path] {
        var pieces: [[Element]] = []
        for element in elements {
            if case .move = element { pieces.append([element]) } else if pieces.isEmpty { pieces.append([element]) } else { pieces[pieces.count - 1].append(element) }
        }
        return pieces.map { Path(elements: $0) }
    }
}
