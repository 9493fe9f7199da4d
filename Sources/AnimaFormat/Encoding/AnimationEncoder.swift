import AnimaCore

/// Writes animations with a fixed member order, leaving out fields that hold Core Animation's defaults.
enum AnimationEncoder {
    /// An animation as a JSON object.
    static func encode(_ a: Animation) -> JSONValue {
        var m: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue) { m.append(JSONMember(key: key, value: value)) }
        if let key = a.key { add("key", .string(key)) }
        add("type", .string(typeName(a.content)))
        if let keyPath = a.keyPath { add("keyPath", .string(keyPath.rawValue)) }
        switch a.content {
        case .basic(let b):
            addRange(b, to: &m)
        case .spring(let s):
            addRange(s.values, to: &m)
            add("mass", .number(s.spring.mass))
            add("stiffness", .number(s.spring.stiffness))
            add("damping", .number(s.spring.damping))
            add("initialVelocity", .number(s.spring.initialVelocity))
        case .keyframe(let kf):
            addKeyframes(kf, to: &m)
        case .group:
            break
        }
        addTiming(a, forceDuration: isSpring(a.content), to: &m)
        if case .group(let children) = a.content { add("animations", .array(children.map(encode))) }
        return .object(m)
    }

    private static func typeName(_ content: Animation.Content) -> String {
        switch content {
        case .basic: "basic"
        case .keyframe: "keyframe"
        case .spring: "spring"
        case .group: "group"
        }
    }

    private static func isSpring(_ content: Animation.Content) -> Bool {
        if case .spring = content { true } else { false }
    }

    private static func addRange(_ b: BasicAnimation, to m: inout [JSONMember]) {
        if let v = b.from { m.append(JSONMember(key: "from", value: ValueEncoder.encode(v))) }
        if let v = b.to { m.append(JSONMember(key: "to", value: ValueEncoder.encode(v))) }
        if let v = b.by { m.append(JSONMember(key: "by", value: ValueEncoder.encode(v))) }
    }

    private static func addKeyframes(_ kf: KeyframeAnimation, to m: inout [JSONMember]) {
        func add(_ key: String, _ value: JSONValue) { m.append(JSONMember(key: key, value: value)) }
        if let path = kf.path {
            add("path", .string(path.svgPathData))
        } else {
            add("values", .array(kf.values.map(ValueEncoder.encode)))
        }
        if let times = kf.keyTimes { add("keyTimes", ValueEncoder.numbers(times)) }
        if let functions = kf.timingFunctions { add("timingFunctions", .array(functions.map(timingFunction))) }
        if kf.calculationMode != .linear { add("calculationMode", .string(kf.calculationMode.rawValue)) }
        if let mode = kf.rotationMode { add("rotationMode", .string(mode.rawValue)) }
        if let v = kf.tensionValues { add("tensionValues", ValueEncoder.numbers(v)) }
        if let v = kf.continuityValues { add("continuityValues", ValueEncoder.numbers(v)) }
        if let v = kf.biasValues { add("biasValues", ValueEncoder.numbers(v)) }
    }

    /// Timing fields that differ from the defaults; a spring always states its duration, since a missing one means
    /// the settling duration.
    private static func addTiming(_ a: Animation, forceDuration: Bool, to m: inout [JSONMember]) {
        func add(_ key: String, _ value: JSONValue) { m.append(JSONMember(key: key, value: value)) }
        let t = a.timing, d = MediaTiming()
        if t.beginTime != d.beginTime { add("beginTime", .number(t.beginTime)) }
        if t.duration != d.duration || forceDuration { add("duration", .number(t.duration)) }
        if t.speed != d.speed { add("speed", .number(t.speed)) }
        if t.timeOffset != d.timeOffset { add("timeOffset", .number(t.timeOffset)) }
        if t.repeatCount != d.repeatCount {
            add("repeatCount", t.repeatCount == .infinity ? .string("infinity") : .number(t.repeatCount))
        }
        if t.repeatDuration != d.repeatDuration { add("repeatDuration", .number(t.repeatDuration)) }
        if t.autoreverses { add("autoreverses", .bool(true)) }
        if t.fillMode != d.fillMode { add("fillMode", .string(t.fillMode.rawValue)) }
        if !t.isRemovedOnCompletion { add("removedOnCompletion", .bool(false)) }
        if let f = a.timingFunction { add("timingFunction", timingFunction(f)) }
        if a.isAdditive { add("additive", .bool(true)) }
        if a.isCumulative { add("cumulative", .bool(true)) }
    }

    /// A timing function by name when it is one of the named curves, else its numbers or steps.
    static func timingFunction(_ f: TimingFunction) -> JSONValue {
        if let named = TimingFunctionDecoder.named.first(where: { $0.function == f }) { return .string(named.name) }
        switch f {
        case .cubicBezier(let x1, let y1, let x2, let y2): return ValueEncoder.numbers([x1, y1, x2, y2])
        case .steps(let n, let position):
            return .object([JSONMember(key: "steps", value: .number(Double(n))),
                            JSONMember(key: "position", value: .string(position.rawValue))])
        }
    }
}
