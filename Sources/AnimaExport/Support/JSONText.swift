import AnimaCore

/// A JSON value with object keys in the order written (rlottie's streaming parser needs `ddd` before `ks`).
indirect enum JSONText: Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    /// Compact JSON text.
    var text: String {
        switch self {
        case .number(let x): NumberText.format(x)
        case .string(let s): JSONString.quoted(s)
        case .bool(let b): b ? "true" : "false"
        case .array(let xs): "[" + xs.map(\.text).joined(separator: ",") + "]"
        case .object(let fields): "{" + fields.map { JSONString.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    /// An array of numbers.
    static func numbers(_ xs: [Double]) -> JSONText { .array(xs.map(JSONText.number)) }
}
