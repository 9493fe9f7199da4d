import AnimaCore

/// Writes property values in the scene format's canonical spelling: the shortest one that reads back exactly.
enum ValueEncoder {
    /// A value as JSON: numbers, `[x, y]`, `[x, y, w, h]`, hex or `[r, g, b, a]` colours, 16-number transforms, SVG paths.
    static func encode(_ value: Value) -> JSONValue {
        switch value {
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        case .point(let p): numbers([p.x, p.y])
        case .size(let s): numbers([s.width, s.height])
        case .rect(let r): numbers([r.minX, r.minY, r.width, r.height])
        case .color(let c): color(c)
        case .transform(let t): numbers(t.entries)
        case .path(let p): .string(p.svgPathData)
        case .colors(let cs): .array(cs.map(color))
        case .numbers(let ns): numbers(ns)
        }
    }

    /// A colour as `#RRGGBB`/`#RRGGBBAA` when that is exact, else `[r, g, b, a]`.
    static func color(_ c: Color) -> JSONValue {
        let hex = c.hexString
        return Color(hex: hex) == c ? .string(hex) : numbers([c.red, c.green, c.blue, c.alpha])
    }

    /// An array of numbers.
    static func numbers(_ ns: [Double]) -> JSONValue { .array(ns.map(JSONValue.number)) }
}
