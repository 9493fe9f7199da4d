import Anima
import AnimaFormat
import Foundation

/// Export text made stable for snapshots: Lottie JSON pretty-printed one value per line, numbers rounded to six
/// significant digits (so the last bits of floating-point noise, which differ between maths libraries, never
/// show), line endings and trailing spaces normalised, and the export's warnings listed at the end.
enum ExportText {
    /// Significant digits kept in numbers.
    static let significantDigits = 6

    /// The normalised Lottie document.
    static func lottie(_ result: ExportResult) -> String {
        let text: String
        if let document = try? JSONParser.parse(Array(result.text.utf8)) {
            text = JSONWriter.write(rounded(document))
        } else {
            text = lines(result.text)
        }
        return text + warnings(result, prefix: "// ")
    }

    /// The normalised web page.
    static func web(_ result: ExportResult) -> String {
        lines(roundedDecimals(in: result.text)) + warnings(result, prefix: "<!-- ", suffix: " -->")
    }

    private static func rounded(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let x): .number(round(x))
        case .array(let items): .array(items.map(rounded))
        case .object(let members): .object(members.map { JSONMember(key: $0.key, value: rounded($0.value)) })
        default: value
        }
    }

    private static func round(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        return Double(String(format: "%.\(significantDigits)g", x)) ?? x
    }

    /// Every decimal literal with more than six significant digits in free text (CSS, script) rounded.
    private static func roundedDecimals(in text: String) -> String {
        guard let pattern = try? NSRegularExpression(pattern: "-?[0-9]+\\.[0-9]{7,}(e[-+]?[0-9]+)?") else { return text }
        let ns = text as NSString
        var out = ""
        var last = 0
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            let literal = ns.substring(with: match.range)
            out += Double(literal).map { JSONWriter.number(round($0)) } ?? literal
            last = match.range.location + match.range.length
        }
        return out + ns.substring(from: last)
    }

    private static func lines(_ text: String) -> String {
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()) }
        var joined = normalised.joined(separator: "\n")
        while joined.hasSuffix("\n") { joined.removeLast() }
        return joined + "\n"
    }

    private static func warnings(_ result: ExportResult, prefix: String, suffix: String = "") -> String {
        result.warnings.map { "\(prefix)warning: \($0)\(suffix)\n" }.joined()
    }
}
