import AnimaCore

/// The largest difference between the components of two values of the same kind (infinity when the kinds, the
/// list lengths or the paths differ).
enum ValueDistance {
    static func between(_ a: Value, _ b: Value) -> Double {
        switch (a, b) {
        case let (.number(x), .number(y)): abs(x - y)
        case let (.bool(x), .bool(y)): x == y ? 0 : .infinity
        case let (.point(p), .point(q)): max(abs(p.x - q.x), abs(p.y - q.y))
        case let (.size(p), .size(q)): max(abs(p.width - q.width), abs(p.height - q.height))
        case let (.rect(p), .rect(q)): largest(zip([p.minX, p.minY, p.width, p.height], [q.minX, q.minY, q.width, q.height]))
        case let (.color(p), .color(q)): colors([p], [q])
        case let (.transform(p), .transform(q)): largest(zip(p.entries, q.entries))
        case let (.path(p), .path(q)): p.svgPathData == q.svgPathData ? 0 : .infinity
        case let (.colors(p), .colors(q)): colors(p, q)
        case let (.numbers(p), .numbers(q)): p.count == q.count ? largest(zip(p, q)) : .infinity
        default: .infinity
        }
    }

    private static func colors(_ p: [Color], _ q: [Color]) -> Double {
        guard p.count == q.count else { return .infinity }
        return zip(p, q).map { c, d in
            largest(zip([c.red, c.green, c.blue, c.alpha], [d.red, d.green, d.blue, d.alpha]))
        }.max() ?? 0
    }

    private static func largest<S: Sequence>(_ pairs: S) -> Double where S.Element == (Double, Double) {
        pairs.map { abs($0 - $1) }.max() ?? 0
    }
}
