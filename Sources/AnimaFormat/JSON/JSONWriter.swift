import AnimaCore

/// Writes JSON deterministically: members in the order given, numbers in shortest round-trip form, two-space indents,
/// and arrays or objects of plain values on one line when they fit.
public struct JSONWriter {
    /// Longest single-line rendering of a flat array or object before it is broken over lines.
    static let lineLimit = 100

    /// The document as text ending in a newline.
    package static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: "", into: &out)
        out += "\n"
        return out
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        if let flat = singleLine(value) {
            out += flat
            return
        }
        let inner = indent + "  "
        switch value {
        case .array(let items):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                write(item, indent: inner, into: &out)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            out += "{\n"
            for (i, member) in members.enumerated() {
                out += inner + JSONString.quoted(member.key) + ": "
                write(member.value, indent: inner, into: &out)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            out += scalar(value)
        }
    }

    /// The one-line form of a scalar, or of an array or object holding only scalars when it is short enough.
    private static func singleLine(_ value: JSONValue) -> String? {
        switch value {
        case .array(let items):
            guard items.allSatisfy(\.isScalar) else { return nil }
            let text = "[" + items.map(scalar).joined(separator: ", ") + "]"
            return text.count <= lineLimit || items.count <= 1 ? text : nil
        case .object(let members):
            guard members.allSatisfy({ $0.value.isScalar }) else { return nil }
            let text = "{" + members.map { JSONString.quoted($0.key) + ": " + scalar($0.value) }.joined(separator: ", ") + "}"
            return text.count <= lineLimit ? text : nil
        default:
            return scalar(value)
        }
    }

    private static func scalar(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): number(n)
        case .string(let s): JSONString.quoted(s)
        case .array(let items) where items.isEmpty: "[]"
        case .object(let members) where members.isEmpty: "{}"
        default: "null"
        }
    }

    /// The shortest text that reads back as exactly `n`; callers ensure `n` is finite (JSON has no infinities).
    package static func number(_ n: Double) -> String { n.isFinite ? NumberText.shortest(n) : "null" }
}

extension JSONValue {
    /// Whether this is a number, string, boolean, null or an empty container.
    var isScalar: Bool {
        switch self {
        case .array(let items): items.isEmpty
        case .object(let members): members.isEmpty
        default: true
        }
    }
}
