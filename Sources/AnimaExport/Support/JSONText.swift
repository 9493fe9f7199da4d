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
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends the compact text to `out`: one buffer for the whole document, where joining each level's parts
    /// copied every value once per level above it (seconds for a replicated, sampled Lottie document).
    func write(into out: inout String) {
        switch self {
        case .number(let x): out += NumberText.format(x)
        case .string(let s): out += JSONString.quoted(s)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let xs):
            out += "["
            for (i, x) in xs.enumerated() {
                if i > 0 { out += "," }
                x.write(into: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, field) in fields.enumerated() {
                if i > 0 { out += "," }
                out += JSONString.quoted(field.0)
                out += ":"
                field.1.write(into: &out)
            }
            out += "}"
        }
    }

    /// An array of numbers.
    static func numbers(_ xs: [Double]) -> JSONText { .array(xs.map(JSONText.number)) }
}
