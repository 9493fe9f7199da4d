import Anima

/// Samples one subject for the checks: finds layers, parses key paths and reads numbers, failing with messages
/// that say what was asked for.
struct AnimationProbe {
    let timeline: Timeline
    private var scratch: Presentation

    init(_ subject: some AnimationSubject) throws(AnimationCheckFailure) {
        do { timeline = try subject.animationTimeline() } catch {
            throw AnimationCheckFailure("the scene does not compile: \(error)")
        }
        scratch = timeline.sample(at: 0)
    }

    /// The scene's timeline length (its `duration` setting).
    var sceneDuration: Double { timeline.scene.timeline.duration }

    /// The scene's frames per second (60 when unset or invalid).
    var fps: Double { timeline.scene.timeline.fps > 0 ? timeline.scene.timeline.fps : 60 }

    /// The pre-order index of layer `id`.
    func layerIndex(_ id: String) throws(AnimationCheckFailure) -> Int {
        guard let i = scratch.index(ofLayer: id) else {
            let known = scratch.layers.prefix(20).map(\.id).joined(separator: ", ")
            throw AnimationCheckFailure("no layer \"\(id)\" in the scene (layers: \(known)\(scratch.layers.count > 20 ? ", …" : ""))")
        }
        return i
    }

    /// A key path parsed.
    static func key(_ keyPath: String) throws(AnimationCheckFailure) -> PropertyKey {
        guard let key = PropertyKey(keyPath: keyPath) else {
            throw AnimationCheckFailure("unknown key path \"\(keyPath)\"; animatable key paths are "
                + PropertyKey.allCases.map(\.keyPath).joined(separator: ", "))
        }
        return key
    }

    /// The presented value of a layer's property at `t`.
    mutating func value(layer i: Int, _ key: PropertyKey, at t: Double) -> Value {
        timeline.sample(at: t, into: &scratch)
        return scratch.layers[i].properties[key]
    }

    /// The presented number of a layer's property at `t`, failing for non-numeric properties.
    mutating func number(layer i: Int, _ key: PropertyKey, at t: Double) throws(AnimationCheckFailure) -> Double {
        guard case .number(let x) = value(layer: i, key, at: t) else {
            throw AnimationCheckFailure("\(key.keyPath) is a \(key.valueKind) value, not a number")
        }
        return x
    }

    /// The layer ids in pre-order.
    var layerIDs: [String] { scratch.layers.map(\.id) }

    /// Times from `start` to `end` inclusive, `1 / fps` apart (the end is always included).
    static func frameTimes(from start: Double, to end: Double, fps: Double) -> [Double] {
        guard start.isFinite, end.isFinite, end >= start, fps > 0 else { return [start] }
        let count = Int(((end - start) * fps).rounded(.down))
        var times = (0...count).map { start + Double($0) / fps }
        if let last = times.last, end - last > 1e-9 { times.append(end) }
        return times
    }
}
