import AnimaCore

extension CAValueDescription {
    /// The description of an Anima value.
    public init(_ value: Value) {
        switch value {
        case .number(let v): self = .number(v)
        case .point(let p): self = .point(x: p.x, y: p.y)
        case .size(let s): self = .size(width: s.width, height: s.height)
        case .rect(let r): self = .rect(x: r.minX, y: r.minY, width: r.width, height: r.height)
        case .color(let c): self = .color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .transform(let t): self = .transform(t.entries)
        case .path(let p): self = .path(p.svgPathData)
        case .colors(let cs): self = .colors(cs.map { [$0.red, $0.green, $0.blue, $0.alpha] })
        case .numbers(let ns): self = .numbers(ns)
        case .bool(let b): self = .bool(b)
        }
    }
}
