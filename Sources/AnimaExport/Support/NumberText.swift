/// Numbers as short, deterministic text shared by every exporter.
enum NumberText {
    /// Shortest round-trip text; integral values without a fraction ("160", "0.5", "-0.39269908169872414").
    static func format(_ x: Double) -> String {
        guard x.isFinite else { return "0" }
        if x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    /// Rounded to `digits` decimals, then formatted (for pixel-level output such as SVG and CSS lengths).
    static func format(_ x: Double, decimals digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let r = (x * scale).rounded() / scale
        return format(r == 0 ? 0 : r)
    }
}
