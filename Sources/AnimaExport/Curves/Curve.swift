import AnimaCore

/// A keyframe curve: keys in ascending offset, each easing into the next; two keys may share an offset (a jump).
struct Curve: Sendable, Hashable {
    var keys: [CurveKey]

    /// The keys' offsets mapped by `f` (which must be increasing).
    func remapped(_ f: (Double) -> Double) -> Curve {
        Curve(keys: keys.map { var k = $0; k.offset = f(k.offset); return k })
    }

    /// The curve played backwards over the same offsets [0, 1].
    var reversed: Curve {
        var out: [CurveKey] = []
        for i in keys.indices.reversed() {
            var k = keys[i]
            k.offset = 1 - k.offset
            k.easing = i > 0 ? keys[i - 1].easing.mirrored : .linear
            out.append(k)
        }
        return Curve(keys: out)
    }

    /// The part between offsets `a` ≤ `b` inside the curve's range, cut exactly, renormalised to 0…1 when `normalise`.
    func sliced(_ a: Double, _ b: Double, normalise: Bool = true) -> Curve {
        guard keys.count >= 2, b >= a else { return self }
        var out: [CurveKey] = []
        var i = Swift.min(keys.lastIndex { $0.offset <= a } ?? 0, keys.count - 2)
        while i <= keys.count - 2 {
            let s = keys[i], e = keys[i + 1]
            let span = e.offset - s.offset
            if span <= 0 {
                if s.offset >= a && s.offset <= b && !out.isEmpty { out.append(s) }
                i += 1
                continue
            }
            let lo = Swift.max(a, s.offset), hi = Swift.min(b, e.offset)
            let piece = s.easing.slice((lo - s.offset) / span, (hi - s.offset) / span)
            var start = s.blended(to: e, piece.y0, offset: lo)
            start.easing = piece.easing
            out.append(start)
            if hi >= b || i == keys.count - 2 {
                var end = s.blended(to: e, piece.y1, offset: b)
                end.easing = .linear
                out.append(end)
                break
            }
            i += 1
        }
        let curve = Curve(keys: out)
        guard normalise else { return curve }
        return b > a ? curve.remapped { ($0 - a) / (b - a) } : curve
    }

    /// Every key with the underlying value filled in.
    func resolved(underlying: Value) -> Curve { Curve(keys: keys.map { $0.resolved(underlying: underlying) }) }

    /// Whether every key either replaces or adds.
    var hasPlainComposite: Bool { keys.allSatisfy(\.hasPlainComposite) }

    /// The value at `x`, the first and last segments carried on past the ends: an overshooting timing function
    /// extrapolates the segment it leaves, as the engine does (`CompiledKeyframes`' local fraction), where `key(at:)`
    /// holds the end values.
    func extendedKey(at x: Double) -> CurveKey? {
        guard keys.count >= 2, let first = keys.first, let last = keys.last, x < first.offset || x > last.offset
        else { return key(at: x) }
        let (s, e) = x < first.offset ? (keys[0], keys[1]) : (keys[keys.count - 2], last)
        let span = e.offset - s.offset
        guard span > 0 else { return key(at: x) }
        return s.blended(to: e, s.easing((x - s.offset) / span), offset: x)
    }

    /// The value at `x` (for tests and for constant fills), the later key winning at a jump.
    func key(at x: Double) -> CurveKey? {
        guard let first = keys.first, let last = keys.last else { return nil }
        if x <= first.offset { return keys.last { $0.offset == first.offset } ?? first }
        if x >= last.offset { return last }
        guard let i = keys.lastIndex(where: { $0.offset <= x }), i + 1 < keys.count else { return last }
        let s = keys[i], e = keys[i + 1]
        let span = e.offset - s.offset
        return s.blended(to: e, s.easing(span > 0 ? (x - s.offset) / span : 1), offset: x)
    }
}
