import AnimaCore

/// How Core Animation key paths map onto the page's registered CSS custom properties (`--anima-*`, numbers, full
/// precision, composable with `composite: "add"`), from which each element's real CSS properties are computed.
enum WebProperty {
    /// Every registered property with its Core Animation default; `pa` and `wm` are not Core Animation's: `pa` is 1
    /// where the layer's `translate` takes its anchor back from its position, 0 while it moves along a path, which
    /// places the anchor; `wm` is 1 where a collapsed model matrix shows, 0 while an animation of its parts shows;
    /// `to` is the opacity a transform layer above passes on (`PassedOpacity`).
    static let registered: [(name: String, initial: Double)] = [
        ("px", 0), ("py", 0), ("pbx", 0), ("pby", 0), ("bw", 0), ("bh", 0), ("ax", 0.5), ("ay", 0.5), ("o", 1),
        ("tx", 0), ("ty", 0), ("tz", 0), ("rx", 0), ("ry", 0), ("rz", 0), ("sx", 1), ("sy", 1), ("sz", 1),
        ("bg-r", 0), ("bg-g", 0), ("bg-b", 0), ("bg-a", 0), ("cr", 0), ("bdw", 0),
        ("bdc-r", 0), ("bdc-g", 0), ("bdc-b", 0), ("bdc-a", 1), ("shc-r", 0), ("shc-g", 0), ("shc-b", 0), ("shc-a", 1),
        ("sho", 0), ("shx", 0), ("shy", -3), ("shr", 3),
        ("fc-r", 0), ("fc-g", 0), ("fc-b", 0), ("fc-a", 1), ("sc-r", 0), ("sc-g", 0), ("sc-b", 0), ("sc-a", 0),
        ("lw", 1), ("ml", 10), ("ss", 0), ("se", 1), ("ldp", 0), ("pa", 1), ("wm", 1),
        ("to", 1),
    ]

    /// The full custom property name.
    static func name(_ short: String) -> String { "--anima-" + short }

    /// The custom properties (short names) and numbers for a value at a key path; nil when the page cannot animate it.
    static func numbers(_ key: PropertyKey, _ v: Value) -> [(String, Double)]? {
        switch (key, v) {
        case (.position, .point(let p)): [("px", p.x), ("py", p.y)]
        case (.positionX, .number(let x)): [("px", x)]
        case (.positionY, .number(let y)): [("py", y)]
        case (.bounds, .rect(let r)): [("bw", r.width), ("bh", r.height)]
        case (.boundsSize, .size(let s)): [("bw", s.width), ("bh", s.height)]
        case (.boundsWidth, .number(let w)): [("bw", w)]
        case (.boundsHeight, .number(let h)): [("bh", h)]
        case (.anchorPoint, .point(let p)): [("ax", p.x), ("ay", p.y)]
        case (.anchorPointX, .number(let x)): [("ax", x)]
        case (.anchorPointY, .number(let y)): [("ay", y)]
        case (.opacity, .number(let o)): [("o", o)]
        case (.backgroundColor, .color(let c)): color("bg", c)
        case (.cornerRadius, .number(let r)): [("cr", r)]
        case (.borderWidth, .number(let w)): [("bdw", w)]
        case (.borderColor, .color(let c)): color("bdc", c)
        case (.shadowColor, .color(let c)): color("shc", c)
        case (.shadowOpacity, .number(let o)): [("sho", o)]
        case (.shadowOffset, .size(let s)): [("shx", s.width), ("shy", s.height)]
        case (.shadowOffsetWidth, .number(let w)): [("shx", w)]
        case (.shadowOffsetHeight, .number(let h)): [("shy", h)]
        case (.shadowRadius, .number(let r)): [("shr", r)]
        case (.rotation, .number(let r)), (.rotationZ, .number(let r)): [("rz", r)]
        case (.rotationX, .number(let r)): [("rx", r)]
        case (.rotationY, .number(let r)): [("ry", r)]
        case (.scale, .number(let s)): [("sx", s), ("sy", s), ("sz", s)]
        case (.scaleX, .number(let s)): [("sx", s)]
        case (.scaleY, .number(let s)): [("sy", s)]
        case (.scaleZ, .number(let s)): [("sz", s)]
        case (.scaleXY, .number(let s)): [("sx", s), ("sy", s)]
        case (.translation, .size(let s)): [("tx", s.width), ("ty", s.height)]
        case (.translationX, .number(let t)): [("tx", t)]
        case (.translationY, .number(let t)): [("ty", t)]
        case (.translationZ, .number(let t)): [("tz", t)]
        case (.fillColor, .color(let c)): color("fc", c)
        case (.strokeColor, .color(let c)): color("sc", c)
        case (.lineWidth, .number(let w)): [("lw", w)]
        case (.miterLimit, .number(let m)): [("ml", m)]
        case (.strokeStart, .number(let s)): [("ss", s)]
        case (.strokeEnd, .number(let e)): [("se", e)]
        case (.lineDashPhase, .number(let p)): [("ldp", p)]
        default: nil
        }
    }

    private static func color(_ prefix: String, _ c: Color) -> [(String, Double)] {
        [(prefix + "-r", c.red), (prefix + "-g", c.green), (prefix + "-b", c.blue), (prefix + "-a", c.alpha)]
    }

    /// The model values of a layer as custom properties that differ from the registered defaults, in registry order.
    static func modelNumbers(_ p: LayerProperties, parentBoundsOrigin: Point, parts: TransformComponents) -> [(String, Double)] {
        var all: [String: Double] = [:]
        let keys: [PropertyKey] = [.position, .bounds, .anchorPoint, .opacity, .backgroundColor, .cornerRadius,
                                   .borderWidth, .borderColor, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius,
                                   .fillColor, .strokeColor, .lineWidth, .miterLimit, .strokeStart, .strokeEnd, .lineDashPhase]
        for k in keys { for (n, v) in numbers(k, p[k]) ?? [] { all[n] = v } }
        all["pbx"] = parentBoundsOrigin.x; all["pby"] = parentBoundsOrigin.y
        for k in [PropertyKey.translationX, .translationY, .translationZ, .rotationX, .rotationY, .rotationZ,
                  .scaleX, .scaleY, .scaleZ] {
            for (n, v) in numbers(k, parts[k]) ?? [] { all[n] = v }
        }
        return registered.compactMap { r in all[r.name].flatMap { $0 == r.initial ? nil : (r.name, $0) } }
    }
}
