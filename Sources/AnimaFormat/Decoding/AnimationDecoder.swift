import AnimaCore

/// Reads animations of the four types with their timing, reporting every problem with its path.
enum AnimationDecoder {
    /// The `type` names.
    enum Kind: String, CaseIterable { case basic, keyframe, spring, group }

    static let timingFields = ["beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
                               "autoreverses", "fillMode", "removedOnCompletion", "timingFunction", "additive", "cumulative"]
    static let rangeFields = ["from", "to", "by"]
    static let keyframeFields = ["values", "keyTimes", "timingFunctions", "calculationMode", "path", "rotationMode",
                                 "tensionValues", "continuityValues", "biasValues"]
    static let springFields = ["mass", "stiffness", "damping", "initialVelocity", "response", "dampingFraction",
                               "perceptualDuration", "bounce"]

    /// The fields an animation of `kind` may have.
    static func fields(of kind: Kind) -> [String] {
        let common = ["key", "type"] + (kind == .group ? [] : ["keyPath"]) + timingFields
        switch kind {
        case .basic: return common + rangeFields
        case .keyframe: return common + keyframeFields
        case .spring: return common + rangeFields + springFields
        case .group: return common + ["animations"]
        }
    }

    /// A list of animations; on a layer (not in a group) keys must be unique, since a second one would replace the first.
    static func decodeList(_ json: JSONValue, at path: String, depth: Int, uniqueKeys: Bool,
                           _ d: inout Diagnostics) -> [Animation] {
        guard depth <= FormatLimits.maxGroupDepth else {
            d.report(path, "groups nest deeper than \(FormatLimits.maxGroupDepth) levels")
            return []
        }
        guard let items = ValueDecoder.array(json, at: path, what: "an array of animations", &d) else { return [] }
        var result: [Animation] = []
        var keys: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            let here = JSONPath.element(path, i)
            guard let animation = decode(item, at: here, depth: depth, &d) else { continue }
            if uniqueKeys, let key = animation.key {
                if let first = keys[key] {
                    d.report(JSONPath.member(here, "key"), "duplicate animation key \"\(key)\" (also at "
                             + "\(JSONPath.element(path, first))); a later animation with the same key replaces the earlier one")
                } else {
                    keys[key] = i
                }
            }
            result.append(animation)
        }
        return result
    }

    /// One animation, or nil when it is too broken to build.
    static func decode(_ json: JSONValue, at path: String, depth: Int, _ d: inout Diagnostics) -> Animation? {
        guard var object = ObjectReader(json, at: path, what: "an animation", &d) else { return nil }
        guard let typeJSON = object.take("type") else {
            d.report(object.path("type"), "is required: one of \"basic\", \"keyframe\", \"spring\", \"group\"")
            return nil
        }
        guard let kind = ValueDecoder.name(typeJSON, as: Kind.self, at: object.path("type"), &d) else { return nil }
        let key = object.take("key").flatMap { ValueDecoder.string($0, at: object.path("key"), &d) }
        let keyPath = kind == .group ? nil : decodeKeyPath(&object, &d)
        var timing = decodeTiming(&object, &d)
        let timingFunction = object.take("timingFunction").flatMap {
            TimingFunctionDecoder.decode($0, at: object.path("timingFunction"), &d)
        }
        let additive = object.take("additive").flatMap { ValueDecoder.bool($0, at: object.path("additive"), &d) } ?? false
        let cumulative = object.take("cumulative").flatMap { ValueDecoder.bool($0, at: object.path("cumulative"), &d) } ?? false

        let content: Animation.Content
        switch kind {
        case .basic:
            content = .basic(decodeRange(&object, kind: keyPath?.valueKind, &d))
        case .spring:
            let spring = SpringDecoder.decode(&object, &d)
            if !object.has("duration") {
                timing.duration = spring.settlingDuration
                if !timing.duration.isFinite {
                    d.report(object.path("duration"), "is required for this spring: it never settles (give a duration)")
                }
            }
            let range = decodeRange(&object, kind: keyPath?.valueKind, &d)
            content = .spring(SpringAnimation(from: range.from, to: range.to, by: range.by, spring: spring))
        case .keyframe:
            content = .keyframe(KeyframeDecoder.decode(&object, key: keyPath, &d))
        case .group:
            let children = object.take("animations").map {
                decodeList($0, at: object.path("animations"), depth: depth + 1, uniqueKeys: false, &d)
            } ?? []
            content = .group(children)
        }
        object.reportUnknown(valid: fields(of: kind), what: "a \(kind.rawValue) animation", &d)
        if kind != .group && keyPath == nil { return nil }
        return Animation(key: key, keyPath: keyPath, content: content, timing: timing, timingFunction: timingFunction,
                         isAdditive: additive, isCumulative: cumulative)
    }

    private static func decodeKeyPath(_ object: inout ObjectReader, _ d: inout Diagnostics) -> PropertyKey? {
        let path = object.path("keyPath")
        guard let json = object.take("keyPath") else {
            d.report(path, "is required: the animated property's key path, such as \"opacity\"")
            return nil
        }
        guard let name = ValueDecoder.string(json, at: path, &d) else { return nil }
        guard let key = PropertyKey(keyPath: name) else {
            let valid = PropertyKey.allCases.map(\.rawValue)
            d.report(path, "unknown key path \"\(name)\"\(Suggestion.hint(for: name, in: valid)); valid key paths: "
                     + valid.joined(separator: ", "))
            return nil
        }
        return key
    }

    private static func decodeTiming(_ object: inout ObjectReader, _ d: inout Diagnostics) -> MediaTiming {
        var t = MediaTiming()
        func read(_ name: String, _ reader: (JSONValue, String, inout Diagnostics) -> Double?) -> Double? {
            object.take(name).flatMap { reader($0, object.path(name), &d) }
        }
        if let v = read("beginTime", ValueDecoder.number) { t.beginTime = v }
        if let v = read("duration", ValueDecoder.nonNegative) { t.duration = v }
        if let v = read("speed", ValueDecoder.number) { t.speed = v }
        if let v = read("timeOffset", ValueDecoder.number) { t.timeOffset = v }
        if let v = read("repeatDuration", ValueDecoder.nonNegative) { t.repeatDuration = v }
        if let json = object.take("repeatCount") {
            let path = object.path("repeatCount")
            switch json {
            case .string("infinity"): t.repeatCount = .infinity
            case .number: if let n = ValueDecoder.nonNegative(json, at: path, &d) { t.repeatCount = n }
            default: d.report(path, "expected a number ≥ 0 or \"infinity\", got \(json.kindDescription)")
            }
        }
        if let json = object.take("autoreverses"), let b = ValueDecoder.bool(json, at: object.path("autoreverses"), &d) {
            t.autoreverses = b
        }
        if let json = object.take("fillMode"),
           let f = ValueDecoder.name(json, as: FillMode.self, at: object.path("fillMode"), &d) {
            t.fillMode = f
        }
        if let json = object.take("removedOnCompletion"),
           let b = ValueDecoder.bool(json, at: object.path("removedOnCompletion"), &d) {
            t.isRemovedOnCompletion = b
        }
        return t
    }

    /// `from`, `to` and `by`, read as the key path's kind (skipped when the key path is unknown).
    private static func decodeRange(_ object: inout ObjectReader, kind: ValueKind?, _ d: inout Diagnostics) -> BasicAnimation {
        var range = BasicAnimation()
        for name in rangeFields {
            guard let json = object.take(name), let kind else { continue }
            let value = ValueDecoder.value(json, kind: kind, at: object.path(name), &d)
            switch name {
            case "from": range.from = value
            case "to": range.to = value
            default: range.by = value
            }
        }
        return range
    }
}
