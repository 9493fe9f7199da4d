import Foundation

/// The steps every input format shares: size limit, parsing, and the `version` field.
enum JSONDocument {
    /// The format version of scenes, skeleton layouts and list states.
    static let version = 1

    /// Parses `data`, refusing input over the size limit; `what` names the document in messages ("the scene").
    static func parse(_ data: Data, what: String) throws(InputError) -> JSONValue {
        guard data.count <= FormatLimits.maxInputBytes else {
            throw InputError(issues: [InputIssue(path: "", message:
                "\(what) is \(data.count) bytes; at most \(FormatLimits.maxInputBytes) are read")])
        }
        do {
            return try JSONParser.parse([UInt8](data))
        } catch {
            let place = error.path.isEmpty ? "" : " in \(error.path)"
            throw InputError(issues: [InputIssue(line: error.line, column: error.column,
                                                 message: "malformed JSON\(place): \(error.message)")])
        }
    }

    /// Takes the required `version` field, reporting a missing or unsupported one.
    static func decodeVersion(_ root: inout ObjectReader, _ d: inout Diagnostics) {
        guard let json = root.take("version") else { d.report("version", "is required: \(version)"); return }
        guard let v = ValueDecoder.number(json, at: "version", &d) else { return }
        if v != Double(version) {
            d.report("version", "unsupported version \(JSONWriter.number(v)); this reader understands version \(version)")
        }
    }
}
