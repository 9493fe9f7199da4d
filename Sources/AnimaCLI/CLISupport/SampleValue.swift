import AnimaCore
import AnimaFormat

/// Writes a presentation value as JSON text for `anima sample`: numbers as scalars, points `[x, y]`, sizes
/// `[w, h]`, rects `[x, y, w, h]`, colours `[r, g, b, a]`, transforms 16 numbers m11…m44, paths as SVG path data.
enum SampleValue {
    /// The value's JSON text.
    static func json(_ value: Value) -> String {
        switch value {
        case .number(let n): SampleNumber.format(n)
        case .bool(let b): b ? "true" : "false"
        case .point(let p): list([p.x, p.y])
        case .size(let s): list([s.width, s.height])
        case .rect(let r): list([r.minX, r.minY, r.width, r.height])
        case .color(let c): list([c.red, c.green, c.blue, c.alpha])
        case .transform(let t): list(t.entries)
        case .path(let p): JSONString.quoted(p.svgPathData)
        case .colors(let cs): "[" + cs.map { list([$0.red, $0.green, $0.blue, $0.alpha]) }.joined(separator: ", ") + "]"
        case .numbers(let ns): list(ns)
        }
    }

    private static func list(_ ns: [Double]) -> String {
        "[" + ns.map(SampleNumber.format).joined(separator: ", ") + "]"
    }
}
