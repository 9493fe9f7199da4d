import AnimaCore

/// Resolves the stack of animations on one key into one plain curve over scene time, as a target without
/// composition (Lottie) needs: each curve replaces or adds to the result of those below it, starting from the model.
enum CurveOverlay {
    /// The resolved curve of `curves` (bottom first) over [0, end] above the constant `model`.
    static func resolve(_ curves: [Curve], model: Value, end: Double) -> Curve {
        var below = Curve(keys: [CurveKey(offset: 0, value: model, underlyingWeight: 0, easing: .linear),
                                 CurveKey(offset: end, value: model, underlyingWeight: 0, easing: .linear)])
        for c in curves where !c.keys.isEmpty { below = overlay(c, on: below) }
        return below
    }

    private static func overlay(_ top: Curve, on below: Curve) -> Curve {
        let stops = Array(Set(top.keys.map(\.offset) + below.keys.map(\.offset))).sorted()
        var out: [CurveKey] = []
        for (u, v) in zip(stops, stops.dropFirst()) where v > u {
            let piece = top.sliced(u, v, normalise: false)
            let base = below.sliced(u, v, normalise: false)
            if piece.keys.allSatisfy({ $0.underlyingWeight == 0 }) {
                append(piece.keys, to: &out)
            } else if piece.keys.allSatisfy({ $0.underlyingWeight == 1 && $0.value.scaled(by: 0) == $0.value }) {
                append(base.keys, to: &out)
            } else if let first = base.keys.first, base.keys.allSatisfy({ $0.value == first.value }) {
                append(piece.resolved(underlying: first.value).keys, to: &out)
            } else {
                let n = SampleCount.of(seconds: v - u, minimum: 4)
                let keys = (0...n).compactMap { i -> CurveKey? in
                    let x = u + (v - u) * Double(i) / Double(n)
                    guard let t = piece.key(at: x), let b = below.key(at: x) else { return nil }
                    var k = t.resolved(underlying: b.value)
                    k.easing = .linear
                    return k
                }
                append(keys, to: &out)
            }
        }
        return Curve(keys: out)
    }

    /// Appends keys, dropping a repeated key at the join where nothing jumps.
    private static func append(_ keys: [CurveKey], to out: inout [CurveKey]) {
        for k in keys {
            if let last = out.last, last.offset == k.offset, last.value == k.value, last.underlyingWeight == k.underlyingWeight {
                out[out.count - 1].easing = k.easing
                continue
            }
            out.append(k)
        }
    }
}
