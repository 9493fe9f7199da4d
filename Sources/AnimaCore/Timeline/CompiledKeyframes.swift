/// Keyframe values with resolved key times, per-segment timing functions and precomputed spline coefficients.
///
/// A class so that sampling reads it through one reference instead of copying its arrays.
final class CompiledKeyframes: Sendable {
    let mode: KeyframeAnimation.CalculationMode
    /// Values of the general lane (transforms, paths, lists, Booleans).
    let values: [Value]
    /// Values of the vector lane.
    let vectors: [SIMD4<Double>]
    /// Resolved key times: one per value (`+ 1` for discrete), or one per path point.
    let keyTimes: [Double]
    /// One per segment, nil for linear; empty when none were given.
    let timingFunctions: [PreparedTimingFunction]
    /// Cubic modes: per segment the Hermite polynomial `c0 + c1·f + c2·f² + c3·f³`, four entries per segment.
    let cubic: [SIMD4<Double>]
    /// Cubic modes on a transform: per four of its parts (`TransformComponents.splineLanes`), a table laid out as
    /// `cubic`; empty otherwise.
    let partCubic: [[SIMD4<Double>]]
    /// Path animations: the measured path.
    let path: PathMeasure?
    let rotationMode: KeyframeAnimation.RotationMode?
    /// Whether the animation's own timing function and key times apply (paced modes ignore both).
    let isPaced: Bool

    init(mode: KeyframeAnimation.CalculationMode, values: [Value], vectors: [SIMD4<Double>], keyTimes: [Double],
         timingFunctions: [PreparedTimingFunction], cubic: [SIMD4<Double>], partCubic: [[SIMD4<Double>]],
         path: PathMeasure?, rotationMode: KeyframeAnimation.RotationMode?) {
        self.mode = mode; self.values = values; self.vectors = vectors; self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions; self.cubic = cubic; self.partCubic = partCubic; self.path = path
        self.rotationMode = rotationMode
        isPaced = mode == .paced || mode == .cubicPaced
    }

    /// Last value minus first, what each cumulative repeat adds.
    var vectorDelta: SIMD4<Double> { vectors.count > 1 ? vectors[vectors.count - 1] - vectors[0] : SIMD4() }

    /// The number of keyframe values.
    var count: Int { path == nil ? Swift.max(values.count, vectors.count) : 0 }

    /// The vector-lane value at progress `p`, and the path's tangent angle when the layer turns with it.
    ///
    /// `approachingFromBelow` is the animation's before flag (`TimingState`), which each segment's step function
    /// takes too, as Web Animations passes it to a keyframe's easing: before a backwards-filled start, a segment's
    /// `steps(n, start)` shows the value before its first jump.
    func vector(at p: Double, approachingFromBelow: Bool) -> (value: SIMD4<Double>, angle: Double?) {
        if path != nil { return pathVector(at: p, approachingFromBelow: approachingFromBelow) }
        let n = vectors.count
        if n == 1 { return (vectors[0], nil) }
        if mode == .discrete {
            return (vectors[Swift.min(Self.segment(containing: p, in: keyTimes), n - 1)], nil)
        }
        let i = Swift.min(Self.segment(containing: p, in: keyTimes), n - 2)
        let f = localFraction(p, segment: i, approachingFromBelow: approachingFromBelow)
        if !cubic.isEmpty {
            let b = 4 * i
            let c3: SIMD4<Double> = cubic[b + 3] * f
            let c2: SIMD4<Double> = (cubic[b + 2] + c3) * f
            return (cubic[b] + (cubic[b + 1] + c2) * f, nil)
        }
        return (vectors[i] + (vectors[i + 1] - vectors[i]) * f, nil)
    }

    /// The general-lane value at progress `p`, with the before flag as `vector(at:approachingFromBelow:)`.
    func value(at p: Double, approachingFromBelow: Bool) -> Value {
        let n = values.count
        if n == 1 { return values[0] }
        if mode == .discrete { return values[Swift.min(Self.segment(containing: p, in: keyTimes), n - 1)] }
        let i = Swift.min(Self.segment(containing: p, in: keyTimes), n - 2)
        let f = localFraction(p, segment: i, approachingFromBelow: approachingFromBelow)
        if partCubic.count == TransformComponents.splineLaneCount {
            // Four lane groups evaluated in place: no array per frame.
            func lane(_ k: Int) -> SIMD4<Double> {
                let c = partCubic[k], b = 4 * i
                let c3: SIMD4<Double> = c[b + 3] * f
                let c2: SIMD4<Double> = (c[b + 2] + c3) * f
                return c[b] + (c[b + 1] + c2) * f
            }
            return .transform(TransformComponents(splineLanes: lane(0), lane(1), lane(2), lane(3)).matrix)
        }
        return values[i].interpolated(to: values[i + 1], f)
    }

    private func pathVector(at p: Double, approachingFromBelow: Bool) -> (value: SIMD4<Double>, angle: Double?) {
        guard let path else { return (SIMD4(), nil) }
        let sample: (point: Point, angle: Double)
        if isPaced {
            sample = path.position(atLength: Swift.min(Swift.max(p, 0), 1) * path.length)
        } else {
            let i = Swift.min(Self.segment(containing: p, in: keyTimes), keyTimes.count - 2)
            let f = mode == .discrete ? (p >= 1 ? 1 : 0)
                : localFraction(p, segment: i, approachingFromBelow: approachingFromBelow)
            sample = path.position(atSegmentFraction: (Double(i) + f) / Double(Swift.max(path.segmentCount, 1)))
        }
        let angle: Double? = switch rotationMode {
        case .auto: sample.angle
        case .autoReverse: sample.angle + .pi
        case nil: nil
        }
        return (SIMD4(sample.point.x, sample.point.y, 0, 0), angle)
    }

    /// The fraction through segment `i` at progress `p`, warped by the segment's timing function.
    private func localFraction(_ p: Double, segment i: Int, approachingFromBelow: Bool) -> Double {
        let t0 = keyTimes[i], t1 = keyTimes[i + 1]
        let f = t1 > t0 ? (p - t0) / (t1 - t0) : (p >= t1 ? 1 : 0)
        guard i < timingFunctions.count else { return f }
        return timingFunctions.withUnsafeBufferPointer { b in
            guard let first = b.baseAddress else { return f }
            return PreparedTimingFunction.evaluate(first + i, at: f, approachingFromBelow: approachingFromBelow)
        }
    }

    /// The index `i` with `times[i] <= p < times[i+1]`, clamped to the first and last entries.
    ///
    /// Key times never decrease (the compiler checks them), so `i` is the number of times after the first that are
    /// ≤ p. Up to 16 of them are counted without a branch: animations that start at different times land in
    /// different segments, and a binary search's branches were mispredicted about once a layer.
    @inline(__always)
    static func segment<Times: RandomAccessCollection<Double>>(containing p: Double, in times: Times) -> Int
        where Times.Index == Int {
        var lo = 0, hi = times.count - 1
        if hi <= 16 {
            var count = 0
            for j in stride(from: 1, through: hi, by: 1) { count &+= times[j] <= p ? 1 : 0 }
            return count
        }
        if p < times[0] { return 0 }
        if p >= times[hi] { return hi }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if times[mid] <= p { lo = mid } else { hi = mid }
        }
        return lo
    }
}
