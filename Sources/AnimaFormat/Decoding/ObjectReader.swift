/// Reads the members of one JSON object, remembering which were used so that the rest can be reported as unknown
/// (typo protection); `comment` is allowed everywhere.
struct ObjectReader {
    /// The object's path.
    let path: String
    private let members: [JSONMember]
    private var used: Set<String> = ["comment"]

    /// A reader for `json`, or nil (with an issue reported) when it is not an object.
    init?(_ json: JSONValue, at path: String, what: String, _ d: inout Diagnostics) {
        guard case .object(let members) = json else {
            d.report(path, "expected \(what) (a JSON object), got \(json.kindDescription)")
            return nil
        }
        self.path = path
        self.members = members
        var seen: Set<String> = []
        for m in members where !seen.insert(m.key).inserted {
            d.report(JSONPath.member(path, m.key), "appears more than once in the same object")
        }
        if let comment = members.first(where: { $0.key == "comment" }), !comment.value.isString {
            d.report(JSONPath.member(path, "comment"), "expected a string, got \(comment.value.kindDescription)")
        }
    }

    /// Whether the member is present.
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The member's value (marking it used), nil when absent.
    mutating func take(_ key: String) -> JSONValue? {
        guard let m = members.first(where: { $0.key == key }) else { return nil }
        used.insert(key)
        return m.value
    }

    /// The path of a member.
    func path(_ key: String) -> String { JSONPath.member(path, key) }

    /// The object's comment, if it has one.
    var comment: String? {
        if case .string(let s)? = members.first(where: { $0.key == "comment" })?.value { s } else { nil }
    }

    /// Reports every member that was not taken, suggesting the nearest of `valid` or listing them.
    func reportUnknown(valid: [String], what: String, _ d: inout Diagnostics) {
        for m in members where !used.contains(m.key) {
            let hint = Suggestion.nearest(to: m.key, in: valid).map { "; did you mean \"\($0)\"?" }
                ?? "; \(what) takes: \(valid.joined(separator: ", "))"
            d.report(path(m.key), "unknown field\(hint)")
        }
    }
}

extension JSONValue {
    /// Whether this is a string.
    var isString: Bool { if case .string = self { true } else { false } }
}
