#if !canImport(Darwin)
/// A track's value at a time: its segments laid end to end from the initial value (uikit-swiftui-anchors §5.5).
///
/// Cubic keyframes form a Catmull-Rom spline: an interior tangent is (next − previous)/(time between them); a track
/// end, or a neighbour of another kind, gives that neighbour's velocity (zero at the ends). Apple does not publish the
/// rule for uneven durations; this is the hypothesis of W15.
struct KeyframeEvaluator<Value: Animatable> {
    typealias Data = Value.AnimatableData

    let initial: Value
    let segments: [KeyframeSegment<Value>]

    /// The value at `time`: the initial value before 0, the last keyframe's after the end.
    func value(at time: TimeInterval) -> Value {
        var result = initial
        result.animatableData = data(at: time)
        return result
    }

    private func point(_ i: Int) -> Data { i < 0 ? initial.animatableData : segments[i].to.animatableData }

    private func startTime(_ i: Int) -> Double { segments[..<i].reduce(0) { $0 + $1.length } }

    private func data(at time: TimeInterval) -> Data {
        guard !segments.isEmpty, time > 0 else { return initial.animatableData }
        var start = 0.0
        for i in segments.indices {
            let length = segments[i].length
            if time < start + length { return data(in: i, elapsed: time - start) }
            start += length
        }
        return point(segments.count - 1)
    }

    /// The value `elapsed` seconds into segment `i`.
    private func data(in i: Int, elapsed: Double) -> Data {
        let from = point(i - 1), to = point(i)
        let segment = segments[i]
        let length = segment.length
        switch segment.kind {
        case .move:
            return to
        case .linear(let curve):
            return from + (to - from).scaled(by: curve.value(at: elapsed / length))
        case .spring(let spring, let startVelocity):
            let v0 = startVelocity?.animatableData ?? endVelocity(i - 1)
            return from + spring.value(target: to - from, initialVelocity: v0, time: elapsed)
        case .cubic(let startVelocity, let endVelocity):
            let m0 = startVelocity?.animatableData ?? tangentAtStart(of: i)
            let m1 = endVelocity?.animatableData ?? tangentAtEnd(of: i)
            return Self.hermite(from, m0, to, m1, length: length, s: elapsed / length)
        }
    }

    /// The cubic Hermite p(s) = h00·P0 + h10·d·m0 + h01·P1 + h11·d·m1.
    private static func hermite(_ p0: Data, _ m0: Data, _ p1: Data, _ m1: Data, length d: Double, s: Double) -> Data {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return p0.scaled(by: h00) + m0.scaled(by: h10 * d) + p1.scaled(by: h01) + m1.scaled(by: h11 * d)
    }

    /// The tangent where cubic segment `i` starts: Catmull-Rom across a cubic predecessor, else its end velocity.
    private func tangentAtStart(of i: Int) -> Data {
        guard i > 0 else { return .zero }
        if segments[i - 1].isCubic { return catmullRom(at: i - 1) }
        return endVelocity(i - 1)
    }

    /// The tangent where cubic segment `i` ends: Catmull-Rom across a cubic successor, else its start velocity.
    private func tangentAtEnd(of i: Int) -> Data {
        guard i + 1 < segments.count else { return .zero }
        if segments[i + 1].isCubic { return catmullRom(at: i) }
        return startVelocity(i + 1)
    }

    /// (P[j+1] − P[j−1]) / (T[j+1] − T[j−1]) at keyframe j.
    private func catmullRom(at j: Int) -> Data {
        let span = startTime(j + 2) - startTime(j)
        guard span > 0 else { return .zero }
        return (point(j + 1) - point(j - 1)).scaled(by: 1 / span)
    }

    /// The velocity at which segment `i` ends (zero before the first).
    private func endVelocity(_ i: Int) -> Data {
        guard i >= 0 else { return .zero }
        let segment = segments[i]
        let from = point(i - 1), to = point(i)
        switch segment.kind {
        case .move: return .zero
        case .linear(let curve):
            return segment.length > 0 ? (to - from).scaled(by: curve.velocity(at: 1) / segment.length) : .zero
        case .spring(let spring, let v0):
            return spring.velocity(target: to - from, initialVelocity: v0?.animatableData ?? endVelocity(i - 1),
                                   time: segment.length)
        case .cubic(_, let v1):
            return v1?.animatableData ?? tangentAtEnd(of: i)
        }
    }

    /// The velocity at which a non-cubic segment `i` starts.
    private func startVelocity(_ i: Int) -> Data {
        let segment = segments[i]
        let from = point(i - 1), to = point(i)
        switch segment.kind {
        case .linear(let curve):
            return segment.length > 0 ? (to - from).scaled(by: curve.velocity(at: 0) / segment.length) : .zero
        case .spring(_, let v0): return v0?.animatableData ?? .zero
        default: return .zero
        }
    }
}
#endif
