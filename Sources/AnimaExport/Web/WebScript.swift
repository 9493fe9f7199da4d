import AnimaCore

/// JavaScript literals for the page's animation table.
enum WebScript {
    /// `["layer id", "layer"|"path", [keyframes…], {options}]`.
    static func call(_ a: WebAnimation) -> String {
        let frames = a.keyframes.map { k -> String in
            var fields = ["offset: \(NumberText.format(snapped(k.offset)))"]
            fields += k.properties.map { "\(string($0.0)): \(string($0.1))" }
            if k.isAdditive { fields.append("composite: \"add\"") }
            if k.easing != "linear" { fields.append("easing: \(string(k.easing))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let t = a.timing
        var options = ["id: \(string(a.layerID + "/" + a.name))", "duration: \(NumberText.format(t.duration))"]
        if t.delay != 0 { options.append("delay: \(NumberText.format(t.delay))") }
        options.append("iterations: " + (t.iterations.isInfinite ? "Infinity" : NumberText.format(t.iterations)))
        if t.alternate { options.append("direction: \"alternate\"") }
        if t.iterationStart != 0 { options.append("iterationStart: \(NumberText.format(t.iterationStart))") }
        if t.fill != "none" { options.append("fill: \(string(t.fill))") }
        if t.easing != "linear" { options.append("easing: \(string(t.easing))") }
        return "[\(string(a.layerID)), \(string(a.target.rawValue)), [" + frames.joined(separator: ", ") + "], {"
            + options.joined(separator: ", ") + "}]"
    }

    /// A keyframe offset within 1e-9 of 0 or 1 as exactly that: a flattened group child's last key at
    /// 0.9999999999999999 lets the browser add an implicit keyframe at the underlying value at 1, so a forwards-filled
    /// group showed the model value.
    static func snapped(_ offset: Double) -> Double {
        if Swift.abs(offset - 1) < 1e-9 { return 1 }
        return Swift.abs(offset) < 1e-9 ? 0 : offset
    }

    /// A string literal safe inside the page's `<script>` element.
    static func string(_ s: String) -> String { JSONString.quoted(s, inScript: true) }
}
