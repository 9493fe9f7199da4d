/// Checks that a value fits a key path: the right kind, finite numbers.
enum ValueCheck {
    static func check(_ value: Value, for key: PropertyKey, at path: String) throws(TimelineError) {
        guard value.kind == key.valueKind else {
            throw TimelineError(path: path, message: "\(key.rawValue) takes a \(key.valueKind.rawValue), not a \(value.kind.rawValue)")
        }
        guard value.isFinite else { throw TimelineError(path: path, message: "must be finite (no NaN or infinity)") }
        if key == .instanceCount, case .number(let v) = value { try InstanceCountCheck.check(v, at: path) }
    }
}
