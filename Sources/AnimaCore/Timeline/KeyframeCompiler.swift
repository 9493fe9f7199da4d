/// Checks a keyframe animation and resolves its key times, segment timing functions and spline coefficients.
enum KeyframeCompiler {
    static func compile(_ kf: KeyframeAnimation, key: PropertyKey, at path: String) throws(TimelineError) -> CompiledKeyframes {
        if let p = kf.path {
            return try compilePath(p, kf, key: key, at: path)
        }
        let values = kf.values
        guard !values.isEmpty else { throw TimelineError(path: path + ".values", message: "must have at least one value") }
        guard values.count <= TimelineLimits.maxKeyframes else {
            throw TimelineError(path: path + ".values",
                                message: "has \(values.count) keyframes; at most \(TimelineLimits.maxKeyframes) are allowed")
        }
        for (i, v) in values.enumerated() {
            try ValueCheck.check(v, for: key, at: "\(path).values[\(i)]")
        }
        let n = values.count
        let segments = kf.mode == .discrete ? n : n - 1
        var keyTimes: [Double]
        switch kf.mode {
        case .paced:
            keyTimes = pacedTimes(lengths: (0..<Swift.max(n - 1, 0)).map { values[$0].distance(to: values[$0 + 1]) }, count: n)
        case .cubicPaced:
            let provisional = evenTimes(n)
            let coefficients = try cubicCoefficients(kf, values: values, key: key, at: path)
            let lengths = coefficients.map { c in arcLength { Value.polynomial(c.0, c.1, c.2, c.3, $0) } }
            keyTimes = n > 1 ? pacedTimes(lengths: lengths, count: n) : provisional
        case .linear, .cubic, .discrete:
            let expected = kf.mode == .discrete ? n + 1 : n
            if let given = kf.keyTimes {
                try checkKeyTimes(given, expected: expected, at: path + ".keyTimes", mode: kf.mode)
                keyTimes = given
            } else {
                keyTimes = evenTimes(expected)
            }
        }
        let functions = try segmentFunctions(kf, count: segments, at: path)
        let cubic = (kf.mode == .cubic || kf.mode == .cubicPaced) && n > 1
            ? try cubicCoefficients(kf, values: values, key: key, at: path) : []
        return CompiledKeyframes(mode: kf.mode, values: values, keyTimes: keyTimes,
                                 timingFunctions: kf.isPacedMode ? [] : functions, cubicCoefficients: cubic,
                                 path: nil, rotationMode: nil)
    }

    private static func compilePath(_ p: Path, _ kf: KeyframeAnimation, key: PropertyKey,
                                    at path: String) throws(TimelineError) -> CompiledKeyframes {
        guard key.valueKind == .point else {
            throw TimelineError(path: path + ".path", message: "a path can only animate a point property such as position, not \(key.rawValue)")
        }
        guard p.isFinite else { throw TimelineError(path: path + ".path", message: "contains a non-finite number") }
        let measure = PathMeasure(p)
        guard measure.segmentCount > 0 else { throw TimelineError(path: path + ".path", message: "has no segments to move along") }
        let segments = measure.segmentCount
        var keyTimes = evenTimes(segments + 1)
        if !kf.isPacedMode, let given = kf.keyTimes {
            try checkKeyTimes(given, expected: segments + 1, at: path + ".keyTimes", mode: .linear,
                              what: "one per path point (\(segments + 1) for \(segments) segments)")
            keyTimes = given
        }
        return CompiledKeyframes(mode: kf.mode, values: [], keyTimes: keyTimes,
                                 timingFunctions: kf.isPacedMode ? [] : try segmentFunctions(kf, count: segments, at: path),
                                 cubicCoefficients: [], path: measure, rotationMode: kf.rotationMode)
    }

    static func checkKeyTimes(_ times: [Double], expected: Int, at path: String, mode: KeyframeAnimation.CalculationMode,
                              what: String? = nil) throws(TimelineError) {
        guard times.count == expected else {
            let rule = what ?? (mode == .discrete ? "one more than the number of values (\(expected))"
                                                  : "one per value (\(expected))")
            throw TimelineError(path: path, message: "has \(times.count) entries; expected \(rule)")
        }
        for (i, t) in times.enumerated() {
            guard t.isFinite, t >= 0, t <= 1 else {
                throw TimelineError(path: "\(path)[\(i)]", message: "must be a number in 0…1, got \(t)")
            }
            if i > 0, t < times[i - 1] { throw TimelineError(path: path, message: "must be non-decreasing") }
        }
    }

    private static func segmentFunctions(_ kf: KeyframeAnimation, count: Int,
                                         at path: String) throws(TimelineError) -> [TimingFunction?] {
        guard let given = kf.timingFunctions else { return [] }
        guard given.count == count || given.count == count + 1 else {
            throw TimelineError(path: path + ".timingFunctions",
                                message: "has \(given.count) entries; expected one per segment (\(count))")
        }
        return given.prefix(count).map { $0 }
    }

    private static func evenTimes(_ count: Int) -> [Double] {
        count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times proportional to the cumulative segment lengths (even spacing when all lengths are zero).
    private static func pacedTimes(lengths: [Double], count: Int) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0 else { return evenTimes(count) }
        var times = [0.0], sum = 0.0
        for l in lengths { sum += l; times.append(sum / total) }
        times[times.count - 1] = 1
        return times
    }

    private static func arcLength(_ f: (Double) -> Value) -> Double {
        var length = 0.0, previous = f(0)
        for i in 1...32 {
            let next = f(Double(i) / 32)
            length += previous.distance(to: next)
            previous = next
        }
        return length
    }

    /// Kochanek–Bartels tangents turned into one Hermite polynomial per segment.
    ///
    /// The ends have no neighbour, so the missing point repeats the end point (a one-sided, halved tangent).
    private static func cubicCoefficients(_ kf: KeyframeAnimation, values: [Value], key: PropertyKey,
                                          at path: String) throws(TimelineError) -> [(Value, Value, Value, Value)] {
        guard values[0].isVectorLike else {
            throw TimelineError(path: path + ".calculationMode", message: "cubic modes need numeric values, not \(key.valueKind.rawValue)")
        }
        let n = values.count
        func param(_ list: [Double]?, _ name: String) throws(TimelineError) -> [Double] {
            guard let list else { return Array(repeating: 0, count: n) }
            guard list.count == n else {
                throw TimelineError(path: "\(path).\(name)", message: "has \(list.count) entries; expected one per value (\(n))")
            }
            return list
        }
        let tension = try param(kf.tensionValues, "tensionValues")
        let continuity = try param(kf.continuityValues, "continuityValues")
        let bias = try param(kf.biasValues, "biasValues")
        let points = values.map(\.components)
        func point(_ i: Int) -> [Double] { points[Swift.min(Swift.max(i, 0), n - 1)] }
        func sub(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map(-) }
        func tangents(_ i: Int) -> (outgoing: [Double], incoming: [Double]) {
            let (t, c, b) = (tension[i], continuity[i], bias[i])
            let back = sub(point(i), point(i - 1)), ahead = sub(point(i + 1), point(i))
            let outA = 0.5 * (1 - t) * (1 + b) * (1 + c), outB = 0.5 * (1 - t) * (1 - b) * (1 - c)
            let inA = 0.5 * (1 - t) * (1 + b) * (1 - c), inB = 0.5 * (1 - t) * (1 - b) * (1 + c)
            return (zip(back, ahead).map { outA * $0 + outB * $1 }, zip(back, ahead).map { inA * $0 + inB * $1 })
        }
        var result: [(Value, Value, Value, Value)] = []
        for i in 0..<(n - 1) {
            let p0 = point(i), p1 = point(i + 1)
            let m0 = tangents(i).outgoing, m1 = tangents(i + 1).incoming
            // Hermite basis expanded into powers of f.
            let c1 = m0
            let c2 = p0.indices.map { -3 * p0[$0] + 3 * p1[$0] - 2 * m0[$0] - m1[$0] }
            let c3 = p0.indices.map { 2 * p0[$0] - 2 * p1[$0] + m0[$0] + m1[$0] }
            let v = values[i]
            result.append((v.withComponents(p0), v.withComponents(c1), v.withComponents(c2), v.withComponents(c3)))
        }
        return result
    }
}

extension KeyframeAnimation {
    /// Whether key times and timing functions are ignored in favour of constant speed.
    var isPacedMode: Bool { calculationMode == .paced || calculationMode == .cubicPaced }
    var mode: CalculationMode { calculationMode }
}
