import AnimaCore

/// Reads a layer's clock (CAMediaTiming on CALayer) and the changes a recording made to it (`timingChanges`).
enum LayerTimingDecoder {
    /// The clock's members on a layer object (and on each of its `timingChanges`).
    static let fields = ["beginTime", "speed", "timeOffset", "duration", "repeatCount", "repeatDuration", "autoreverses",
                         "fillMode"]

    /// Reads the clock's members present in `object` into `timing`.
    static func decodeSettings(_ object: inout ObjectReader, into timing: inout LayerTiming, _ d: inout Diagnostics) {
        func read(_ name: String, _ reader: (JSONValue, String, inout Diagnostics) -> Double?) -> Double? {
            object.take(name).flatMap { reader($0, object.path(name), &d) }
        }
        if let v = read("beginTime", ValueDecoder.number) { timing.beginTime = v }
        if let v = read("speed", ValueDecoder.number) { timing.speed = v }
        if let v = read("timeOffset", ValueDecoder.number) { timing.timeOffset = v }
        if let v = read("duration", ValueDecoder.nonNegative) { timing.duration = v }
        if let v = read("repeatDuration", ValueDecoder.nonNegative) { timing.repeatDuration = v }
        if let json = object.take("repeatCount") {
            let path = object.path("repeatCount")
            switch json {
            case .string("infinity"): timing.repeatCount = .infinity
            case .number: if let n = ValueDecoder.nonNegative(json, at: path, &d) { timing.repeatCount = n }
            default: d.report(path, "expected a number ≥ 0 or \"infinity\", got \(json.kindDescription)")
            }
        }
        if let json = object.take("autoreverses"), let b = ValueDecoder.bool(json, at: object.path("autoreverses"), &d) {
            timing.autoreverses = b
        }
        if let json = object.take("fillMode"),
           let f = ValueDecoder.name(json, as: FillMode.self, at: object.path("fillMode"), &d) {
            timing.fillMode = f
        }
    }

    /// `timingChanges`: objects with a `time` (in the superlayer's time, not before the previous one) and the clock's
    /// settings from then on (members left out take their defaults).
    static func decodeChanges(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> [LayerTimingChange] {
        guard let items = ValueDecoder.array(json, at: path, what: "an array of clock changes", &d) else { return [] }
        var changes: [LayerTimingChange] = []
        for (i, item) in items.enumerated() {
            let at = JSONPath.element(path, i)
            guard var object = ObjectReader(item, at: at, what: "a clock change", &d) else { continue }
            guard let timeJSON = object.take("time") else {
                d.report(at, "needs \"time\": when the settings take effect, in the superlayer's time")
                continue
            }
            guard let time = ValueDecoder.number(timeJSON, at: object.path("time"), &d) else { continue }
            if let previous = changes.last, time < previous.time {
                d.report(object.path("time"), "must not be before the previous change's time \(previous.time)")
                continue
            }
            var timing = LayerTiming()
            decodeSettings(&object, into: &timing, &d)
            object.reportUnknown(valid: ["time"] + fields, what: "a clock change", &d)
            changes.append(LayerTimingChange(time: time, timing: timing))
        }
        return changes
    }
}
