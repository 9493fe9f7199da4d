import AnimaCore

/// Writes a layer's clock members, leaving out Core Animation's defaults, and its `timingChanges`.
enum LayerTimingEncoder {
    /// The members of `timing` that differ from the defaults, in a fixed order.
    static func settings(_ t: LayerTiming) -> [JSONMember] {
        var m: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue) { m.append(JSONMember(key: key, value: value)) }
        if t.beginTime != 0 { add("beginTime", .number(t.beginTime)) }
        if t.speed != 1 { add("speed", .number(t.speed)) }
        if t.timeOffset != 0 { add("timeOffset", .number(t.timeOffset)) }
        if t.duration != 0 { add("duration", .number(t.duration)) }
        if t.repeatCount != 0 { add("repeatCount", t.repeatCount == .infinity ? .string("infinity") : .number(t.repeatCount)) }
        if t.repeatDuration != 0 { add("repeatDuration", .number(t.repeatDuration)) }
        if t.autoreverses { add("autoreverses", .bool(true)) }
        if t.fillMode != .removed { add("fillMode", .string(t.fillMode.rawValue)) }
        return m
    }

    /// The clock's members and, when it changed, `timingChanges`.
    static func encode(_ t: LayerTiming) -> [JSONMember] {
        var m = settings(t)
        if !t.changes.isEmpty {
            let changes = t.changes.map { c -> JSONValue in
                .object([JSONMember(key: "time", value: .number(c.time))] + settings(c.timing))
            }
            m.append(JSONMember(key: "timingChanges", value: .array(changes)))
        }
        return m
    }
}
