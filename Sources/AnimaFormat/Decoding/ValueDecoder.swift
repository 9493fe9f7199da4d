import AnimaCore

/// Reads scalars and property values (numbers, points, sizes, rects, colours, transforms, paths, lists) from JSON.
enum ValueDecoder {
    /// A finite number.
    static func number(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Double? {
        guard case .number(let n) = json else {
            d.report(path, "expected a number, got \(json.kindDescription)")
            return nil
        }
        guard n.isFinite else {
            d.report(path, "number out of range; values must be finite")
            return nil
        }
        return n
    }

    /// A finite number that is at least 0 (durations, widths).
    static func nonNegative(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Double? {
        guard let n = number(json, at: path, &d) else { return nil }
        guard n >= 0 else { d.report(path, "must not be negative, got \(JSONWriter.number(n))"); return nil }
        return n
    }

    /// A finite number greater than 0.
    static func positive(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Double? {
        guard let n = number(json, at: path, &d) else { return nil }
        guard n > 0 else { d.report(path, "must be greater than 0, got \(JSONWriter.number(n))"); return nil }
        return n
    }

    /// A boolean.
    static func bool(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Bool? {
        guard case .bool(let b) = json else {
            d.report(path, "expected true or false, got \(json.kindDescription)")
            return nil
        }
        return b
    }

    /// A string.
    static func string(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> String? {
        guard case .string(let s) = json else {
            d.report(path, "expected a string, got \(json.kindDescription)")
            return nil
        }
        return s
    }

    /// One of an enumeration's raw values.
    static func name<E: RawRepresentable & CaseIterable>(_ json: JSONValue, as _: E.Type, at path: String,
                                                         _ d: inout Diagnostics) -> E? where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        let choices = names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let s) = json else {
            d.report(path, "expected one of \(choices), got \(json.kindDescription)")
            return nil
        }
        guard let value = E(rawValue: s) else {
            d.report(path, "unknown value \"\(s)\"\(Suggestion.hint(for: s, in: names)); expected one of \(choices)")
            return nil
        }
        return value
    }

    /// The elements of an array, refusing one longer than `FormatLimits.maxListLength` before reading any.
    static func array(_ json: JSONValue, at path: String, what: String, _ d: inout Diagnostics) -> [JSONValue]? {
        guard case .array(let items) = json else {
            d.report(path, "expected \(what), got \(json.kindDescription)")
            return nil
        }
        guard items.count <= FormatLimits.maxListLength else {
            d.report(path, "has \(items.count) entries; at most \(FormatLimits.maxListLength) are allowed")
            return nil
        }
        return items
    }

    /// An array of finite numbers.
    static func numbers(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [Double]? {
        guard let items = array(json, at: path, what: "an array of numbers", &d) else { return nil }
        var result: [Double] = []
        result.reserveCapacity(items.count)
        var ok = true
        for (i, item) in items.enumerated() {
            if let n = number(item, at: JSONPath.element(path, i), &d) { result.append(n) } else { ok = false }
        }
        return ok ? result : nil
    }

    /// Exactly `count` finite numbers, described as `shape` ("a point [x, y]") in messages.
    static func tuple(_ json: JSONValue, count: Int, shape: String, at path: String, _ d: inout Diagnostics) -> [Double]? {
        guard case .array(let items) = json, items.count == count else {
            d.report(path, "expected \(shape), got \(json.kindDescription)")
            return nil
        }
        return numbers(json, at: path, &d)
    }

    /// A value of the kind a key path takes.
    static func value(_ json: JSONValue, kind: ValueKind, at path: String, _ d: inout Diagnostics) -> Value? {
        switch kind {
        case .number: number(json, at: path, &d).map(Value.number)
        case .bool: bool(json, at: path, &d).map(Value.bool)
        case .point: tuple(json, count: 2, shape: "a point [x, y]", at: path, &d).map { .point(Point($0[0], $0[1])) }
        case .size: tuple(json, count: 2, shape: "a size [width, height]", at: path, &d).map { .size(Size($0[0], $0[1])) }
        case .rect:
            tuple(json, count: 4, shape: "a rect [x, y, width, height]", at: path, &d).map { .rect(Rect($0[0], $0[1], $0[2], $0[3])) }
        case .color: color(json, at: path, &d).map(Value.color)
        case .transform: transform(json, at: path, &d).map(Value.transform)
        case .path: self.path(json, at: path, &d).map(Value.path)
        case .numbers: numbers(json, at: path, &d).map(Value.numbers)
        case .colors: colors(json, at: path, &d).map(Value.colors)
        }
    }

    /// `"#RRGGBB"`, `"#RRGGBBAA"` or `[r, g, b, a]` with components in 0…1.
    static func color(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Color? {
        let expected = "a colour (\"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a] in 0…1)"
        switch json {
        case .string(let s):
            guard let c = Color(hex: s) else { d.report(path, "expected \(expected), got \"\(s)\""); return nil }
            return c
        case .array(let items) where items.count == 4:
            guard let n = numbers(json, at: path, &d) else { return nil }
            guard n.allSatisfy({ (0...1).contains($0) }) else {
                d.report(path, "colour components must be in 0…1"); return nil
            }
            return Color(n[0], n[1], n[2], n[3])
        default:
            d.report(path, "expected \(expected), got \(json.kindDescription)")
            return nil
        }
    }

    /// An array of colours.
    static func colors(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [Color]? {
        guard let items = array(json, at: path, what: "an array of colours", &d) else { return nil }
        var result: [Color] = []
        for (i, item) in items.enumerated() {
            guard let c = color(item, at: JSONPath.element(path, i), &d) else { return nil }
            result.append(c)
        }
        return result
    }

    /// SVG path data.
    static func path(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Path? {
        guard case .string(let s) = json else {
            d.report(path, "expected SVG path data (a string such as \"M0 0 L10 10\"), got \(json.kindDescription)")
            return nil
        }
        do {
            return try Path(svgPathData: s)
        } catch {
            d.report(path, "invalid SVG path data: \(error.message)")
            return nil
        }
    }

    /// 16 numbers in Core Animation's m11…m44 order, or `{"rotation", "scale", "translation"}`.
    static func transform(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Transform3D? {
        let expected = "a transform (16 numbers m11…m44, or {\"rotation\", \"scale\", \"translation\"})"
        switch json {
        case .array(let items) where items.count == 16:
            return numbers(json, at: path, &d).flatMap { Transform3D(entries: $0) }
        case .object:
            return transformParts(json, at: path, &d)
        default:
            d.report(path, "expected \(expected), got \(json.kindDescription)")
            return nil
        }
    }

    /// `rotation` is radians about z or `[x, y, z]`; `scale` one number, `[sx, sy]` or `[sx, sy, sz]`; `translation`
    /// `[tx, ty]` or `[tx, ty, tz]`; applied as scale, then rotation, then translation.
    private static func transformParts(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Transform3D? {
        guard var object = ObjectReader(json, at: path, what: "a transform", &d) else { return nil }
        var parts = TransformComponents()
        var ok = true
        if let r = object.take("rotation") {
            if let v = vector(r, scalarMeans: [2], lengths: [3], at: object.path("rotation"), &d) {
                (parts.rotationX, parts.rotationY, parts.rotationZ) = (v[0], v[1], v[2])
            } else { ok = false }
        }
        if let s = object.take("scale") {
            if let v = vector(s, scalarMeans: [0, 1, 2], lengths: [2, 3], at: object.path("scale"), &d, fill: 1) {
                (parts.scaleX, parts.scaleY, parts.scaleZ) = (v[0], v[1], v[2])
            } else { ok = false }
        }
        if let t = object.take("translation") {
            if let v = vector(t, scalarMeans: nil, lengths: [2, 3], at: object.path("translation"), &d) {
                (parts.translationX, parts.translationY, parts.translationZ) = (v[0], v[1], v[2])
            } else { ok = false }
        }
        object.reportUnknown(valid: ["rotation", "scale", "translation"], what: "a transform object", &d)
        return ok ? parts.matrix : nil
    }

    /// Three components from a number (placed at `scalarMeans`, or refused when nil) or an array of `lengths`.
    private static func vector(_ json: JSONValue, scalarMeans: [Int]?, lengths: [Int], at path: String,
                               _ d: inout Diagnostics, fill: Double = 0) -> [Double]? {
        var v = [fill, fill, fill]
        if case .number = json, let slots = scalarMeans {
            guard let n = number(json, at: path, &d) else { return nil }
            for i in slots { v[i] = n }
            return v
        }
        guard case .array(let items) = json, lengths.contains(items.count) else {
            let shapes = lengths.map { "an array of \($0) numbers" }
            let options = (scalarMeans == nil ? [] : ["a number"]) + shapes
            d.report(path, "expected \(options.joined(separator: " or ")), got \(json.kindDescription)")
            return nil
        }
        guard let n = numbers(json, at: path, &d) else { return nil }
        for (i, x) in n.enumerated() { v[i] = x }
        return v
    }
}
