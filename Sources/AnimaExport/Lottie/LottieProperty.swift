import AnimaCore

/// An animatable Lottie property: static `{"a": 0, "k": value}` or keyframed `{"a": 1, "k": [keyframes]}`.
enum LottieProperty {
    /// A static property.
    static func fixed(_ v: [Double], scalar: Bool = false) -> JSONText {
        .object([("a", .number(0)), ("k", scalar ? .number(v.first ?? 0) : .numbers(v))])
    }

    /// A unit value (opacity, a colour's alpha) as Lottie's percent, held to 0…100 as Core Animation draws it: an
    /// overshooting spring's 1.1 is drawn at 1, and rlottie draws garbage for 110.
    static func percent(_ unit: Double) -> Double { unit > 0 ? Swift.min(unit * 100, 100) : 0 }

    /// A colour channel held to 0…1, as the renderer draws it (players misdraw an overshooting spring's 1.08).
    static func channel(_ c: Double) -> Double { c > 0 ? Swift.min(c, 1) : 0 }

    /// `property` (static or keyframed) with every value multiplied by `k`: a text layer's opacity times its
    /// colour's alpha, which a Lottie text document has no field for.
    static func scaled(_ property: JSONText, by k: Double) -> JSONText {
        guard k != 1, case .object(let fields) = property else { return property }
        func scale(_ v: JSONText) -> JSONText {
            switch v {
            case .number(let x): .number(x * k)
            case .array(let xs): .array(xs.map(scale))
            default: v
            }
        }
        func scaleKey(_ key: JSONText) -> JSONText {
            guard case .object(let f) = key else { return key }
            return .object(f.map { $0.0 == "s" || $0.0 == "e" ? ($0.0, scale($0.1)) : $0 })
        }
        return .object(fields.map { name, value in
            guard name == "k" else { return (name, value) }
            if case .array(let keys) = value, case .object? = keys.first { return (name, .array(keys.map(scaleKey))) }
            return (name, scale(value))
        })
    }

    /// A path property sampled at every frame: `shapes[f]` at frame f, each key moving linearly to the next.
    static func everyFrame(_ shapes: [JSONText]) -> JSONText {
        let keys = shapes.enumerated().map { f, shape -> JSONText in
            var fields: [(String, JSONText)] = [("t", .number(Double(f))), ("s", .array([shape]))]
            if f + 1 < shapes.count {
                fields.append(("o", .object([("x", .numbers([0])), ("y", .numbers([0]))])))
                fields.append(("i", .object([("x", .numbers([1])), ("y", .numbers([1]))])))
            }
            return .object(fields)
        }
        return .object([("a", .number(1)), ("k", .array(keys))])
    }

    /// A keyframed property from a resolved curve over seconds, its values converted by `convert`; static when constant.
    static func animated(_ curve: Curve, fps: Double, scalar: Bool = false, convert: (Value) -> [Double]) -> JSONText {
        var keys = expanded(curve).keys
        var values = keys.map { convert($0.value) }
        guard let firstValue = values.first else { return fixed([0], scalar: scalar) }
        if values.allSatisfy({ $0 == firstValue }) { return fixed(firstValue, scalar: scalar) }
        // A key followed by one of the same frame and value says nothing the later one does not (a group child's
        // absence 1e-9 s after its end, at its last value): the later one is kept, since it carries the easing on.
        for i in keys.indices.dropLast().reversed()
        where Self.round(keys[i].offset * fps) == Self.round(keys[i + 1].offset * fps) && values[i] == values[i + 1] {
            keys.remove(at: i); values.remove(at: i)
        }
        var frames: [JSONText] = []
        for (i, k) in keys.enumerated() {
            var fields: [(String, JSONText)] = [("t", .number(Self.round(k.offset * fps))), ("s", .numbers(values[i]))]
            if i + 1 < keys.count {
                switch k.easing {
                case .hold, .steps:
                    fields.append(("h", .number(1)))
                case let .cubic(x1, y1, x2, y2):
                    fields.append(("o", handle(x1, y1, count: values[i].count)))
                    fields.append(("i", handle(x2, y2, count: values[i].count)))
                default:
                    fields.append(("o", handle(0, 0, count: values[i].count)))
                    fields.append(("i", handle(1, 1, count: values[i].count)))
                }
            }
            frames.append(.object(fields))
        }
        return .object([("a", .number(1)), ("k", .array(frames))])
    }

    private static func handle(_ x: Double, _ y: Double, count: Int) -> JSONText {
        .object([("x", .numbers(Array(repeating: x, count: Swift.max(count, 1)))),
                  ("y", .numbers(Array(repeating: y, count: Swift.max(count, 1))))])
    }

    /// Frame numbers to 1e-6, so float noise from time conversions does not show.
    private static func round(_ f: Double) -> Double { (f * 1e6).rounded() / 1e6 }

    /// Sampled (`linear()`) and multi-step segments as linear sub-keys; Béziers, linear and hold stay as they are.
    static func expanded(_ c: Curve) -> Curve {
        var out: [CurveKey] = []
        for (i, k) in c.keys.enumerated() {
            guard i + 1 < c.keys.count else { out.append(k); continue }
            let next = c.keys[i + 1]
            switch k.easing {
            case .samples(let ys) where next.offset > k.offset:
                for (j, y) in ys.enumerated().dropLast() {
                    let x = Double(j) / Double(ys.count - 1)
                    var sub = k.blended(to: next, y, offset: k.offset + x * (next.offset - k.offset))
                    sub.easing = .linear
                    out.append(sub)
                }
            case .steps(let n, _) where k.easing != .hold && next.offset > k.offset:
                let jumps = Swift.max(n, 1) * 2
                for j in 0..<jumps {
                    let x = Double(j) / Double(jumps)
                    var sub = k.blended(to: next, k.easing(x), offset: k.offset + x * (next.offset - k.offset))
                    sub.easing = .hold
                    out.append(sub)
                }
            default:
                out.append(k)
            }
        }
        return Curve(keys: out)
    }
}
