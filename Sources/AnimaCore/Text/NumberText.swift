/// Numbers as short, deterministic text: the one formatter behind SVG path data, JSON, CSS, Lottie, Swift source
/// and error messages.
package enum NumberText {
    /// The shortest text that reads back as exactly `x`, without a bare ".0" ("1", "0.1", "1e-07", "1e+16").
    ///
    /// Swift's `description` is already the shortest round-trip form. Negative zero prints as "0" (no output format
    /// gives its sign a meaning); infinities and NaN print as Swift spells them ("inf", "-inf", "nan"), so callers
    /// writing a format without them check `isFinite` first.
    package static func shortest(_ x: Double) -> String {
        if x == 0 { return "0" }
        let text = x.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `shortest(x)` for formats without infinities (SVG, CSS, Lottie): a value that is not finite is written as 0.
    package static func format(_ x: Double) -> String {
        x.isFinite ? shortest(x) : "0"
    }

    /// Rounded to `digits` decimals, then formatted (for pixel-level output such as SVG and CSS lengths).
    package static func format(_ x: Double, decimals digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return format((x * scale).rounded() / scale)
    }
}
