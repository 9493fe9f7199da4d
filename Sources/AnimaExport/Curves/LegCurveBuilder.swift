import AnimaCore

/// Builds the keyframe curve of one iteration of a (non-group) animation, over offsets 0…1, from the layer's model.
struct LegCurveBuilder {
    /// The layer's model values (the underlying value of the first animation).
    let model: LayerProperties

    /// One iteration, with the animation-wide easing separate (`effect`) or folded into the segments.
    func leg(_ a: Animation, folded: Bool) -> (curve: Curve, effect: Easing) {
        guard let key = a.keyPath else { return (Curve(keys: []), .linear) }
        var curve: Curve
        var effect = Easing(a.timingFunction)
        switch a.content {
        case .basic(let b):
            curve = endpoints(b, key: key, additive: a.isAdditive, easing: .linear)
        case .spring(let s):
            let d = a.timing.effectiveDuration
            let n = SampleCount.of(seconds: d, minimum: 32)
            let ys = (0...n).map { s.spring.value(at: d * Double($0) / Double(n)) }
            curve = endpoints(s.values, key: key, additive: a.isAdditive, easing: .samples(ys))
            effect = .linear
        case .keyframe(let k):
            if k.path != nil || k.calculationMode == .cubic || k.calculationMode == .cubicPaced {
                return (sampled(a, key: key), .linear)
            }
            if k.calculationMode == .paced { effect = .linear }
            curve = keyframes(k, key: key, additive: a.isAdditive)
        case .group:
            return (Curve(keys: []), .linear)
        }
        return folded ? (Self.fold(curve, by: effect), .linear) : (curve, effect)
    }

    /// A leg whose repeats can be accumulated: when its first and last keys compose differently with the
    /// underlying value (a basic animation with only `from` or `to`), the model value is filled in, so the
    /// difference one iteration adds is a fixed value, as the engine computes it from the underlying value.
    func cumulativeReady(_ leg: Curve, key: PropertyKey) -> Curve {
        guard let first = leg.keys.first, let last = leg.keys.last, first.underlyingWeight != last.underlyingWeight
        else { return leg }
        return leg.resolved(underlying: model[key])
    }

    /// A value of the key's kind that adds nothing.
    func zero(_ key: PropertyKey) -> Value {
        let v = model[key]
        if let z = v.scaled(by: 0) { return z }
        if case .transform = v { return .transform(.identity) }
        return v
    }

    private func endpoints(_ b: BasicAnimation, key: PropertyKey, additive: Bool, easing: Easing) -> Curve {
        let w = additive ? 1.0 : 0
        let under = CurveKey(offset: 0, value: zero(key), underlyingWeight: 1, easing: easing)
        func make(_ v: Value) -> CurveKey { CurveKey(offset: 0, value: v, underlyingWeight: w, easing: easing) }
        var (start, end): (CurveKey, CurveKey)
        switch (b.from, b.to, b.by) {
        case let (f?, t?, _): (start, end) = (make(f), make(t))
        case let (f?, nil, by?): (start, end) = (make(f), make(f.adding(by)))
        case let (nil, t?, by?): (start, end) = (make(t.subtracting(by) ?? t), make(t))
        case let (f?, nil, nil): (start, end) = (make(f), under)
        case let (nil, t?, nil): (start, end) = (under, make(t))
        case let (nil, nil, by?): (start, end) = (under, CurveKey(offset: 0, value: by, underlyingWeight: 1, easing: easing))
        case (nil, nil, nil): (start, end) = (under, under)
        }
        end.offset = 1
        end.easing = .linear
        return Curve(keys: [start, end])
    }

    private func keyframes(_ k: KeyframeAnimation, key: PropertyKey, additive: Bool) -> Curve {
        let values = k.values
        let n = values.count
        let w = additive ? 1.0 : 0
        let functions = k.calculationMode == .paced ? [] : (k.timingFunctions ?? [])
        func easing(_ i: Int) -> Easing {
            if k.calculationMode == .discrete { return .hold }
            return i < functions.count ? Easing(functions[i]) : .linear
        }
        let times: [Double]
        switch k.calculationMode {
        case .paced: times = Self.pacedTimes(values)
        case .discrete: times = k.keyTimes ?? Self.even(n + 1)
        default: times = k.keyTimes ?? Self.even(n)
        }
        var keys = values.enumerated().map { i, v in
            CurveKey(offset: i < times.count ? times[i] : 1, value: v, underlyingWeight: w, easing: easing(i))
        }
        if k.calculationMode == .discrete, let last = values.last {
            keys.append(CurveKey(offset: 1, value: last, underlyingWeight: w, easing: .linear))
        }
        if var first = keys.first, first.offset > 0 { first.offset = 0; keys.insert(first, at: 0) }
        if var last = keys.last, last.offset < 1 { last.offset = 1; last.easing = .linear; keys.append(last) }
        return Curve(keys: keys)
    }

    static func even(_ count: Int) -> [Double] {
        count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    static func pacedTimes(_ values: [Value]) -> [Double] {
        let lengths = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return even(values.count) }
        var times = [0.0], sum = 0.0
        for l in lengths { sum += l; times.append(sum / total) }
        times[times.count - 1] = 1
        return times
    }

    /// Dense linear keys taken from the engine itself (cubic splines, paths), at 240 per second of iteration.
    private func sampled(_ a: Animation, key: PropertyKey) -> Curve {
        let d = a.timing.effectiveDuration
        var single = a
        single.timing = MediaTiming(duration: d, fillMode: .both, isRemovedOnCompletion: false)
        single.isCumulative = false
        var props = model
        if a.isAdditive { props[key] = zero(key) }
        // The animation and model come from a scene that compiled, so this one-animation layer compiles too; the
        // fallback only keeps a broken invariant from trapping.
        guard let timeline = try? Timeline(layer: Layer(id: "l", properties: props, animations: [single])) else {
            return Curve(keys: [])
        }
        let n = SampleCount.of(seconds: d, minimum: 16)
        let keys = (0...n).map { i -> CurveKey in
            let p = Double(i) / Double(n)
            let value = timeline.sample(at: p * d).layers.first?.properties[key] ?? zero(key)
            return CurveKey(offset: p, value: value, underlyingWeight: a.isAdditive ? 1 : 0, easing: .linear)
        }
        return Curve(keys: keys)
    }

    /// The curve with an iteration-wide easing moved into its segments: exact for cubic Béziers over linear or hold
    /// segments (the curve is split at the key times, de Casteljau), sampled otherwise.
    static func fold(_ c: Curve, by f: Easing) -> Curve {
        if f.isLinear || c.keys.count < 2 { return c }
        guard case let .cubic(x1, y1, x2, y2) = f, CubicCurve(x1: x1, y1: y1, x2: x2, y2: y2).isMonotonicInY else {
            return sampleFold(c, by: f)
        }
        let bezier = CubicCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        var keys = c.keys
        let params = keys.map { bezier.parameter(forY: $0.offset) }
        for i in keys.indices {
            keys[i].offset = bezier.x(params[i])
            guard i + 1 < keys.count, c.keys[i + 1].offset > c.keys[i].offset else { continue }
            let piece = bezier.piece(fromParameter: params[i], to: params[i + 1]).easing
            let g = c.keys[i].easing
            if g.isLinear { keys[i].easing = piece }
            else if g.isHold || piece.isLinear { keys[i].easing = g }
            else { keys[i].easing = .samples((0...32).map { g(piece(Double($0) / 32)) }) }
        }
        if var first = keys.first { first.offset = 0; keys[0] = first }
        if var last = keys.last { last.offset = 1; keys[keys.count - 1] = last }
        return Curve(keys: keys)
    }

    private static func sampleFold(_ c: Curve, by f: Easing) -> Curve {
        let n = 64
        let keys = (0...n).compactMap { i -> CurveKey? in
            let x = Double(i) / Double(n)
            guard var k = c.extendedKey(at: f(x)) else { return nil }
            k.offset = x
            k.easing = .linear
            return k
        }
        return Curve(keys: keys)
    }
}
