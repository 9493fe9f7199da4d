/// Keyframe values with resolved key times, per-segment timing functions and precomputed spline coefficients.
struct CompiledKeyframes: Sendable {
    var mode: KeyframeAnimation.CalculationMode
    var values: [Value]
    /// Resolved key times: `values.count` entries (`+ 1` for discrete), or path segment boundaries.
    var keyTimes: [Double]
    /// One per segment, nil for linear.
    var timingFunctions: [TimingFunction?]
    /// Cubic modes: per segment the Hermite polynomial `c0 + c1·f + c2·f² + c3·f³`.
    var cubicCoefficients: [(Value, Value, Value, Value)]
    /// Path animations: the measured path, and whether it moves at a constant speed.
    var path: PathMeasure?
    var rotationMode: KeyframeAnimation.RotationMode?

    /// Whether the animation's own timing function and key times apply (paced modes ignore both).
    var isPaced: Bool { mode == .paced || mode == .cubicPaced }

    /// The value at progress `p` (after the animation's timing function), and the path's tangent angle if turning.
    func value(at p: Double) -> (value: Value, angle: Double?) {
        if let path { return pathValue(path, at: p) }
        let n = values.count
        if n == 1 { return (values[0], nil) }
        if mode == .discrete {
            let i = Self.segment(containing: p, in: keyTimes)
            return (values[Swift.min(i, n - 1)], nil)
        }
        let i = Swift.min(Self.segment(containing: p, in: keyTimes), n - 2)
        let f = localFraction(p, segment: i)
        if mode == .cubic || mode == .cubicPaced {
            let c = cubicCoefficients[i]
            return (Value.polynomial(c.0, c.1, c.2, c.3, f), nil)
        }
        return (values[i].interpolated(to: values[i + 1], f), nil)
    }

    private func pathValue(_ path: PathMeasure, at p: Double) -> (value: Value, angle: Double?) {
        let sample: (point: Point, angle: Double)
        if isPaced {
            sample = path.position(atLength: Swift.min(Swift.max(p, 0), 1) * path.length)
        } else {
            let segments = Double(path.segmentCount)
            let i = Swift.min(Self.segment(containing: p, in: keyTimes), keyTimes.count - 2)
            let f = mode == .discrete ? (p >= 1 ? 1 : 0) : localFraction(p, segment: i)
            sample = path.position(atSegmentFraction: (Double(i) + f) / Swift.max(segments, 1))
        }
        let angle: Double? = switch rotationMode {
        case .auto: sample.angle
        case .autoReverse: sample.angle + .pi
        case nil: nil
        }
        return (.point(sample.point), angle)
    }

    /// The fraction through segment `i` at progress `p`, warped by the segment's timing function.
    private func localFraction(_ p: Double, segment i: Int) -> Double {
        let t0 = keyTimes[i], t1 = keyTimes[i + 1]
        let f = t1 > t0 ? (p - t0) / (t1 - t0) : (p >= t1 ? 1 : 0)
        guard i < timingFunctions.count, let tf = timingFunctions[i] else { return f }
        return tf(f)
    }

    /// The index `i` with `times[i] <= p < times[i+1]`, clamped to the first and last segment.
    static func segment(containing p: Double, in times: [Double]) -> Int {
        var lo = 0, hi = times.count - 1
        if p < times[0] { return 0 }
        if p >= times[hi] { return hi }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if times[mid] <= p { lo = mid } else { hi = mid }
        }
        return lo
    }
}

extension Value {
    /// `c0 + c1·f + c2·f² + c3·f³` component-wise, for vector-like values of one kind.
    static func polynomial(_ c0: Value, _ c1: Value, _ c2: Value, _ c3: Value, _ f: Double) -> Value {
        switch (c0, c1, c2, c3) {
        case (.number(let a), .number(let b), .number(let c), .number(let d)):
            return .number(a + f * (b + f * (c + f * d)))
        case (.point(let a), .point(let b), .point(let c), .point(let d)):
            return .point(Point(a.x + f * (b.x + f * (c.x + f * d.x)), a.y + f * (b.y + f * (c.y + f * d.y))))
        default:
            let a = c0.components, b = c1.components, c = c2.components, d = c3.components
            guard a.count == b.count, b.count == c.count, c.count == d.count else { return c0 }
            return c0.withComponents(a.indices.map { a[$0] + f * (b[$0] + f * (c[$0] + f * d[$0])) })
        }
    }
}
