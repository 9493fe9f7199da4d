import Anima
import Foundation

/// Presentation values as short, stable text: fixed decimals (so floating-point noise below them never shows and
/// "-0" never appears), points and sizes in parentheses, colours as rgba, paths as SVG path data.
public enum ValueText {
    /// `x` with `decimals` digits after the point ("0.3043"), "nan"/"inf" for non-finite values.
    public static func number(_ x: Double, decimals: Int = 4) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        let digits = Swift.min(Swift.max(decimals, 0), 12)
        let text = String(format: "%.\(digits)f", x)
        // "-0.0000" is zero: print it without the sign so a sign flip of nothing is not a diff.
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) { return String(text.dropFirst()) }
        return text
    }

    /// `x` in shortest exponent form ("1e-09"), for tolerances too small for fixed decimals.
    public static func scientific(_ x: Double) -> String { String(format: "%g", x) }

    /// A presentation value as text.
    public static func value(_ value: Value, decimals: Int = 4) -> String {
        func n(_ x: Double) -> String { number(x, decimals: decimals) }
        func list(_ xs: [Double]) -> String { "(" + xs.map(n).joined(separator: ", ") + ")" }
        switch value {
        case .number(let x): return n(x)
        case .bool(let b): return b ? "true" : "false"
        case .point(let p): return list([p.x, p.y])
        case .size(let s): return list([s.width, s.height])
        case .rect(let r): return list([r.minX, r.minY, r.width, r.height])
        case .color(let c): return "rgba" + list([c.red, c.green, c.blue, c.alpha])
        case .transform(let t): return "[" + t.entries.map(n).joined(separator: " ") + "]"
        case .path(let p): return p.svgPathData
        case .colors(let cs): return "[" + cs.map { "rgba" + list([$0.red, $0.green, $0.blue, $0.alpha]) }.joined(separator: ", ") + "]"
        case .numbers(let xs): return list(xs)
        }
    }
}
