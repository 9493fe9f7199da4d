import AnimaCore

/// CSS text for easings and animated values.
enum WebCSS {
    /// The CSS easing function.
    static func easing(_ e: Easing) -> String {
        switch e {
        case .linear: return "linear"
        case let .cubic(x1, y1, x2, y2): return "cubic-bezier(\([x1, y1, x2, y2].map(NumberText.format).joined(separator: ", ")))"
        case let .steps(n, position):
            let jump = switch position { case .start: "jump-start"; case .end: "jump-end"; case .none: "jump-none"; case .both: "jump-both" }
            return "steps(\(n), \(jump))"
        case .samples(let ys): return "linear(" + ys.map(NumberText.format).joined(separator: ", ") + ")"
        }
    }

    /// The keyframe properties (JS names) for a value at a key path.
    static func properties(_ key: PropertyKey, _ v: Value) -> [(String, String)] {
        switch (key, v) {
        case (.transform, .transform(let t)): return [("transform", matrix3d(t))]
        case (.path, .path(let p)): return [("d", "path('\(p.svgPathData)')")]
        default:
            return (WebProperty.numbers(key, v) ?? []).map { (WebProperty.name($0.0), NumberText.format($0.1)) }
        }
    }

    /// `matrix3d(…)`: Core Animation's row order is CSS's argument order.
    static func matrix3d(_ t: Transform3D) -> String {
        "matrix3d(" + t.entries.map(NumberText.format).joined(separator: ", ") + ")"
    }

    /// `rgb(r g b / a)` from 0…1 components.
    static func rgb(_ c: Color) -> String {
        let k = c.clamped
        return "rgb(\(NumberText.format(k.red * 255, decimals: 4)) \(NumberText.format(k.green * 255, decimals: 4)) "
            + "\(NumberText.format(k.blue * 255, decimals: 4)) / \(NumberText.format(k.alpha, decimals: 6)))"
    }
}
