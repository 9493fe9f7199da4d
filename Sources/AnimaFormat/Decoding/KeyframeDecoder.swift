import AnimaCore

/// Reads a keyframe animation's values or path, key times, per-segment timing functions and spline parameters.
enum KeyframeDecoder {
    /// The keyframe fields of `object`, checked against each other (counts, order) so all problems show at once.
    static func decode(_ object: inout ObjectReader, key: PropertyKey?, _ d: inout Diagnostics) -> KeyframeAnimation {
        var kf = KeyframeAnimation()
        if let json = object.take("calculationMode"),
           let mode = ValueDecoder.name(json, as: KeyframeAnimation.CalculationMode.self,
                                        at: object.path("calculationMode"), &d) {
            kf.calculationMode = mode
        }
        if let json = object.take("rotationMode"),
           let mode = ValueDecoder.name(json, as: KeyframeAnimation.RotationMode.self, at: object.path("rotationMode"), &d) {
            kf.rotationMode = mode
        }
        let count = decodeValuesOrPath(&object, key: key, into: &kf, &d)
        if let json = object.take("keyTimes") {
            kf.keyTimes = decodeKeyTimes(json, at: object.path("keyTimes"), valueCount: count, mode: kf.calculationMode, &d)
        }
        if let json = object.take("timingFunctions") {
            kf.timingFunctions = decodeFunctions(json, at: object.path("timingFunctions"), valueCount: count,
                                                 mode: kf.calculationMode, &d)
        }
        kf.tensionValues = decodeSplineParameter(&object, "tensionValues", valueCount: count, &d)
        kf.continuityValues = decodeSplineParameter(&object, "continuityValues", valueCount: count, &d)
        kf.biasValues = decodeSplineParameter(&object, "biasValues", valueCount: count, &d)
        return kf
    }

    /// Reads `values` or `path` (exactly one) and returns the number of values, nil for a path or when unknown.
    private static func decodeValuesOrPath(_ object: inout ObjectReader, key: PropertyKey?, into kf: inout KeyframeAnimation,
                                           _ d: inout Diagnostics) -> Int? {
        let valuesJSON = object.take("values"), pathJSON = object.take("path")
        switch (valuesJSON, pathJSON) {
        case (nil, nil):
            d.report(object.path("values"), "is required (or a \"path\" for a point property)")
        case (.some, .some):
            d.report(object.path("path"), "cannot be combined with \"values\"; give one of them")
        case (nil, let json?):
            if let key, key.valueKind != .point {
                d.report(object.path("path"), "a path can only animate a point property such as position, not \(key.rawValue)")
            }
            kf.path = ValueDecoder.path(json, at: object.path("path"), &d)
        case (let json?, nil):
            let path = object.path("values")
            guard let items = ValueDecoder.array(json, at: path, what: "an array of keyframe values", &d) else { return nil }
            guard !items.isEmpty else { d.report(path, "must have at least one value"); return nil }
            if let kind = key?.valueKind {
                kf.values = items.enumerated().compactMap { i, item in
                    ValueDecoder.value(item, kind: kind, at: JSONPath.element(path, i), &d)
                }
            }
            return items.count
        }
        return nil
    }

    /// Key times: numbers in 0…1, non-decreasing, one per value (one more for discrete); paced modes ignore them.
    private static func decodeKeyTimes(_ json: JSONValue, at path: String, valueCount: Int?,
                                       mode: KeyframeAnimation.CalculationMode, _ d: inout Diagnostics) -> [Double]? {
        guard let times = ValueDecoder.numbers(json, at: path, &d) else { return nil }
        var ok = true
        for (i, t) in times.enumerated() where !(0...1).contains(t) {
            d.report(JSONPath.element(path, i), "must be in 0…1, got \(JSONWriter.number(t))")
            ok = false
        }
        if let i = times.indices.dropFirst().first(where: { times[$0] < times[$0 - 1] }) {
            d.report(path, "must be non-decreasing (entry \(i), \(JSONWriter.number(times[i])), "
                     + "is less than entry \(i - 1), \(JSONWriter.number(times[i - 1])))")
            ok = false
        }
        let paced = mode == .paced || mode == .cubicPaced
        if let n = valueCount, !paced {
            let expected = mode == .discrete ? n + 1 : n
            if times.count != expected {
                let rule = mode == .discrete ? "one more than the number of values for discrete mode" : "one per value"
                d.report(path, "has \(times.count) entries; expected \(expected) (\(rule))")
                ok = false
            }
        }
        return ok ? times : nil
    }

    /// One timing function per segment between keyframes.
    private static func decodeFunctions(_ json: JSONValue, at path: String, valueCount: Int?,
                                        mode: KeyframeAnimation.CalculationMode, _ d: inout Diagnostics) -> [TimingFunction]? {
        guard let items = ValueDecoder.array(json, at: path, what: "an array of timing functions", &d) else { return nil }
        let functions = items.enumerated().compactMap { i, item in
            TimingFunctionDecoder.decode(item, at: JSONPath.element(path, i), &d)
        }
        if let n = valueCount {
            // Core Animation documents one fewer than the values; one extra is tolerated and ignored, as it does.
            let segments = mode == .discrete ? n : n - 1
            if items.count != segments && items.count != segments + 1 {
                d.report(path, "has \(items.count) entries; expected \(segments) (one per segment between keyframes)")
            }
        }
        return functions.count == items.count ? functions : nil
    }

    private static func decodeSplineParameter(_ object: inout ObjectReader, _ name: String, valueCount: Int?,
                                              _ d: inout Diagnostics) -> [Double]? {
        guard let json = object.take(name), let list = ValueDecoder.numbers(json, at: object.path(name), &d) else { return nil }
        if let n = valueCount, list.count != n {
            d.report(object.path(name), "has \(list.count) entries; expected \(n) (one per value)")
        }
        return list
    }
}
