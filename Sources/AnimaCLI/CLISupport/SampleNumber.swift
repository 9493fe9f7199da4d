import Foundation

/// Formats numbers for `anima sample`: 12 significant digits, so the last bits of floating-point noise (which can
/// differ between platforms' maths libraries) never reach the output, and values within 5e-13 of zero print as 0.
enum SampleNumber {
    /// The number as JSON-compatible text ("0.25", "-0.19634954085", "1e-05").
    static func format(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if Swift.abs(x) < 5e-13 { return "0" }
        var text = String(format: "%.12g", x)
        if text.contains("e") {
            // "1.5e+20" is valid JSON already; only trim "e+05"-style padding for readability.
            text = text.replacingOccurrences(of: "e+0", with: "e+").replacingOccurrences(of: "e-0", with: "e-")
        }
        return text
    }
}
