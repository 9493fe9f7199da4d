/// Checks a keyframe animation and resolves its key times, segment timing functions and spline coefficients.
enum KeyframeCompiler {
    static func compile(_ kf: KeyframeAnimation, key: PropertyKey, at path: String) throws(TimelineError) -> CompiledKeyframes {
        if let p = kf.path { return try compilePath(p, kf, key: key, at: path) }
        let values = kf.values
        guard !values.isEmpty else { throw TimelineError(path: path + ".values", message: "must have at least one value") }
        guard values.count <= TimelineLimits.maxKeyframes else {
            throw TimelineError(path: path + ".values",
                                message: "has \(values.count) keyframes; at most \(TimelineLimits.maxKeyframes) are allowed")
        }
        for (i, v) in values.enumerated() { try ValueCheck.check(v, for: key, at: "\(path).values[\(i)]") }
        let vectors = key.isVectorLike ? values.compactMap(\.vector) : []
        let isCubic = kf.calculationMode == .cubic || kf.calculationMode == .cubicPaced
        let splinesParts = isCubic && key.valueKind == .transform
        if isCubic && !key.isVectorLike && !splinesParts {
            throw TimelineError(path: path + ".calculationMode",
                                message: "cubic modes need number, point, size, rect, colour or transform values, not \(key.valueKind.rawValue)")
        }
        let n = values.count
        let cubic = isCubic && n > 1 && !splinesParts ? try cubicCoefficients(kf, vectors, at: path) : []
        let partCubic = splinesParts && n > 1 ? try transformPartCoefficients(kf, values, at: path) : []
        return CompiledKeyframes(
            mode: kf.calculationMode, values: key.isVectorLike ? [] : values, vectors: vectors,
            keyTimes: try keyTimes(kf, values: values, vectors: vectors, cubic: cubic.isEmpty ? partCubic.flatMap { $0 } : cubic,
                                   lanes: Swift.max(partCubic.count, 1), at: path),
            timingFunctions: kf.isPacedMode ? [] : try segmentFunctions(kf, count: kf.calculationMode == .discrete ? n : n - 1, at: path),
            cubic: cubic, partCubic: partCubic, path: nil, rotationMode: nil)
    }

    /// Cubic modes on a transform: each keyframe decomposed into its parts (translation, rotation, scale,
    /// perspective; `TransformComponents`), every part splined on its own as Core Animation interpolates transforms
    /// part by part. Angles are unwrapped so each keyframe turns the short way from the one before. Returns one
    /// coefficient table per four parts (`cubicCoefficients`' layout).
    private static func transformPartCoefficients(_ kf: KeyframeAnimation, _ values: [Value],
                                                  at path: String) throws(TimelineError) -> [[SIMD4<Double>]] {
        var parts: [TransformComponents] = []
        for v in values {
            guard case .transform(let t) = v else { continue }
            var c = TransformComponents(t)
            if let previous = parts.last {
                c.rotationX = nearestTurn(c.rotationX, to: previous.rotationX)
                c.rotationY = nearestTurn(c.rotationY, to: previous.rotationY)
                c.rotationZ = nearestTurn(c.rotationZ, to: previous.rotationZ)
            }
            parts.append(c)
        }
        let lanes = parts.map(\.splineLanes)
        var tables: [[SIMD4<Double>]] = []
        for lane in 0..<TransformComponents.splineLaneCount {
            tables.append(try cubicCoefficients(kf, lanes.map { $0[lane] }, at: path))
        }
        return tables
    }

    /// `angle` plus the whole turns that bring it closest to `reference`.
    private static func nearestTurn(_ angle: Double, to reference: Double) -> Double {
        angle + ((reference - angle) / (2 * .pi)).rounded() * 2 * .pi
    }

    /// `cubic` holds `lanes` coefficient tables one after the other (several for transform parts), each measured
    /// together for the paced mode.
    private static func keyTimes(_ kf: KeyframeAnimation, values: [Value], vectors: [SIMD4<Double>], cubic: [SIMD4<Double>],
                                 lanes: Int, at path: String) throws(TimelineError) -> [Double] {
        let n = values.count
        switch kf.calculationMode {
        case .paced:
            let lengths = (0..<Swift.max(n - 1, 0)).map { i in
                vectors.isEmpty ? values[i].distance(to: values[i + 1]) : length(vectors[i + 1] - vectors[i])
            }
            return pacedTimes(lengths: lengths, count: n)
        case .cubicPaced:
            let table = cubic.count / Swift.max(lanes, 1)
            let lengths: [Double] = stride(from: 0, to: table, by: 4).map { (b: Int) -> Double in
                arcLength { (f: Double) -> [SIMD4<Double>] in
                    (0..<lanes).map { lane -> SIMD4<Double> in
                        let o = lane * table + b
                        let c3: SIMD4<Double> = cubic[o + 3] * f
                        let c2: SIMD4<Double> = (cubic[o + 2] + c3) * f
                        return cubic[o] + (cubic[o + 1] + c2) * f
                    }
                }
            }
            return pacedTimes(lengths: lengths, count: n)
        case .linear, .cubic, .discrete:
            let expected = kf.calculationMode == .discrete ? n + 1 : n
            guard let given = kf.keyTimes else { return evenTimes(expected) }
            try checkKeyTimes(given, expected: expected, at: path + ".keyTimes", mode: kf.calculationMode)
            return given
        }
    }

    private static func compilePath(_ p: Path, _ kf: KeyframeAnimation, key: PropertyKey,
                                    at path: String) throws(TimelineError) -> CompiledKeyframes {
        guard key.valueKind == .point else {
            throw TimelineError(path: path + ".path", message: "a path can only animate a point property such as position, not \(key.rawValue)")
        }
        guard p.isFinite else { throw TimelineError(path: path + ".path", message: "contains a non-finite number") }
        let measure = PathMeasure(p)
        let segments = measure.segmentCount
        guard segments > 0 else { throw TimelineError(path: path + ".path", message: "has no segments to move along") }
        var keyTimes = evenTimes(segments + 1)
        if !kf.isPacedMode, let given = kf.keyTimes {
            try checkKeyTimes(given, expected: segments + 1, at: path + ".keyTimes", mode: .linear,
                              what: "one per path point (\(segments + 1) for \(segments) segments)")
            keyTimes = given
        }
        return CompiledKeyframes(mode: kf.calculationMode, values: [], vectors: [], keyTimes: keyTimes,
                                 timingFunctions: kf.isPacedMode ? [] : try segmentFunctions(kf, count: segments, at: path),
                                 cubic: [], partCubic: [], path: measure, rotationMode: kf.rotationMode)
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
                                         at path: String) throws(TimelineError) -> [PreparedTimingFunction] {
        guard let given = kf.timingFunctions else { return [] }
        // Core Animation documents n − 1 functions; one extra (as some code passes one per value) is tolerated.
        guard given.count == count || given.count == count + 1 else {
            throw TimelineError(path: path + ".timingFunctions",
                                message: "has \(given.count) entries; expected one per segment (\(count))")
        }
        return given.prefix(count).map { PreparedTimingFunction($0) }
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

    private static func length(_ v: SIMD4<Double>) -> Double { (v * v).sum().squareRoot() }

    /// The length of a curve through several four-lane points at once (one lane group for vector values).
    private static func arcLength(_ f: (Double) -> [SIMD4<Double>]) -> Double {
        var total = 0.0, previous = f(0)
        for i in 1...64 {
            let next = f(Double(i) / 64)
            let squares = zip(next, previous).reduce(0.0) { sum, pair in
                let d = pair.0 - pair.1
                return sum + (d * d).sum()
            }
            total += squares.squareRoot()
            previous = next
        }
        return total
    }

    /// Kochanek–Bartels tangents turned into one Hermite polynomial per segment (four coefficients each).
    ///
    /// The ends have no neighbour, so the missing point repeats the end point (a one-sided, halved tangent).
    private static func cubicCoefficients(_ kf: KeyframeAnimation, _ points: [SIMD4<Double>],
                                          at path: String) throws(TimelineError) -> [SIMD4<Double>] {
        let n = points.count
        func param(_ list: [Double]?, _ name: String) throws(TimelineError) -> [Double] {
            guard let list else { return Array(repeating: 0, count: n) }
            guard list.count == n else {
                throw TimelineError(path: "\(path).\(name)", message: "has \(list.count) entries; expected one per value (\(n))")
            }
            guard list.allSatisfy(\.isFinite) else { throw TimelineError(path: "\(path).\(name)", message: "must be finite") }
            return list
        }
        let tension = try param(kf.tensionValues, "tensionValues")
        let continuity = try param(kf.continuityValues, "continuityValues")
        let bias = try param(kf.biasValues, "biasValues")
        func point(_ i: Int) -> SIMD4<Double> { points[Swift.min(Swift.max(i, 0), n - 1)] }
        func tangents(_ i: Int) -> (outgoing: SIMD4<Double>, incoming: SIMD4<Double>) {
            let (t, c, b) = (tension[i], continuity[i], bias[i])
            let back: SIMD4<Double> = point(i) - point(i - 1), ahead: SIMD4<Double> = point(i + 1) - point(i)
            // Scalar weights first, typed: as one mixed scalar-and-vector expression it was slow to type-check.
            let half: Double = 0.5 * (1 - t)
            let backOut: Double = half * (1 + b) * (1 + c), aheadOut: Double = half * (1 - b) * (1 - c)
            let backIn: Double = half * (1 + b) * (1 - c), aheadIn: Double = half * (1 - b) * (1 + c)
            return (backOut * back + aheadOut * ahead, backIn * back + aheadIn * ahead)
        }
        var result: [SIMD4<Double>] = []
        for i in 0..<(n - 1) {
            let p0 = points[i], p1 = points[i + 1]
            let m0 = tangents(i).outgoing, m1 = tangents(i + 1).incoming
            // The Hermite basis expanded into powers of f.
            let c2: SIMD4<Double> = -3 * p0 + 3 * p1 - 2 * m0 - m1
            let c3: SIMD4<Double> = 2 * p0 - 2 * p1 + m0 + m1
            result += [p0, m0, c2, c3]
        }
        return result
    }
}

extension KeyframeAnimation {
    /// Whether key times and timing functions are ignored in favour of constant speed.
    var isPacedMode: Bool { calculationMode == .paced || calculationMode == .cubicPaced }
}
