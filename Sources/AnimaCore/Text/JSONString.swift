/// The one JSON string quoter (RFC 8259 §7), shared by the scene encoder, the CLI's output, Lottie and the Web page.
package enum JSONString {
    /// `s` as a JSON string literal: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00xx`.
    ///
    /// With `inScript`, the literal is also safe inside an HTML `<script>` element: `<` becomes `\u003c`, so neither
    /// `</script>` nor `<!--` can end or change the element, and U+2028/U+2029 are escaped for engines older than
    /// ES2019, where they end a line inside a string literal. The result still parses as the same JSON string.
    package static func quoted(_ s: String, inScript: Bool = false) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += unicodeEscape(scalar.value)
            case "<" where inScript, "\u{2028}" where inScript, "\u{2029}" where inScript:
                out += unicodeEscape(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `\u` and four lowercase hex digits (JSON.stringify's spelling).
    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
