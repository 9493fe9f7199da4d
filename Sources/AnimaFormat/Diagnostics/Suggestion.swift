/// Finds the valid name a mistyped one was probably meant to be.
enum Suggestion {
    /// The candidate closest to `name` by edit distance (ignoring case), if it is close enough to be a likely typo.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased()))
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        return best.distance <= Swift.max(2, target.count / 3) ? best.name : nil
    }

    /// ` (did you mean "x"?)` or nothing.
    static func hint(for name: String, in candidates: [String]) -> String {
        nearest(to: name, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Levenshtein distance, long inputs capped so a hostile name cannot make this quadratic in a big way.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        let a = a.prefix(64), b = b.prefix(64)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
