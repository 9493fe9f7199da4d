import AnimaCore

/// Reads a timing function: a name, four control-point numbers, or `{"steps": n, "position": "end"}`.
enum TimingFunctionDecoder {
    /// The named curves, in the order the format documents them.
    static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    private static let expected = "a timing function (\"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", "
        + "\"default\", [x1, y1, x2, y2] or {\"steps\": n, \"position\": \"end\"})"

    /// The timing function at `path`.
    static func decode(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> TimingFunction? {
        switch json {
        case .string(let s):
            guard let f = named.first(where: { $0.name == s })?.function else {
                d.report(path, "unknown timing function \"\(s)\"\(Suggestion.hint(for: s, in: named.map(\.name))); "
                         + "expected \(expected)")
                return nil
            }
            return f
        case .array(let items) where items.count == 4:
            guard let n = ValueDecoder.numbers(json, at: path, &d) else { return nil }
            // As CSS requires, x stays in 0…1 so the curve is a function of time.
            guard (0...1).contains(n[0]), (0...1).contains(n[2]) else {
                d.report(path, "control point x values (first and third numbers) must be in 0…1")
                return nil
            }
            return .cubicBezier(n[0], n[1], n[2], n[3])
        case .object:
            return steps(json, at: path, &d)
        default:
            d.report(path, "expected \(expected), got \(json.kindDescription)")
            return nil
        }
    }

    /// The most steps a `steps` timing function may have.
    static let maxSteps = 10_000

    private static func steps(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> TimingFunction? {
        guard var object = ObjectReader(json, at: path, what: "a steps timing function", &d) else { return nil }
        var position = TimingFunction.StepPosition.end
        var ok = true
        if let p = object.take("position") {
            if let v = ValueDecoder.name(p, as: TimingFunction.StepPosition.self, at: object.path("position"), &d) {
                position = v
            } else { ok = false }
        }
        var count: Int?
        if let s = object.take("steps") {
            let minimum = position == .none ? 2 : 1
            if let n = ValueDecoder.number(s, at: object.path("steps"), &d) {
                if n.rounded() == n, n >= Double(minimum), n <= Double(maxSteps) {
                    count = Int(n)
                } else {
                    d.report(object.path("steps"), "must be a whole number from \(minimum) to \(maxSteps)"
                             + (position == .none ? " (jump-none needs at least 2)" : ""))
                }
            }
        } else {
            d.report(object.path("steps"), "is required")
        }
        object.reportUnknown(valid: ["steps", "position"], what: "a steps timing function", &d)
        guard ok, let count else { return nil }
        return .steps(count, position)
    }
}
