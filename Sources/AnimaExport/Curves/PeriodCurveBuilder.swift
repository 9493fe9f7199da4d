import AnimaCore

/// Lays an animation's iterations out on its parent's clock: the legs of a repeating, autoreversing, offset animation
/// unrolled into one curve over parent time [0, end], with fills and absences (the underlying value) around them.
struct PeriodCurveBuilder {
    /// The curve over parent-time seconds [0, end] of an animation whose one iteration is `leg` (folded).
    ///
    /// `ignoresRemoval` is for group children, whose forwards fill lasts until the group ends.
    /// `cumulativeDelta` is what each iteration adds to the one before (`isCumulative`), nil when it adds nothing.
    static func curve(leg: Curve, timing t: MediaTiming, end: Double, ignoresRemoval: Bool, zero: Value,
                      cumulativeDelta: Value? = nil) -> Curve {
        guard let legFirst = leg.keys.first, let legLast = leg.keys.last, end > 0 else { return Curve(keys: []) }
        let absent = CurveKey(offset: 0, value: zero, underlyingWeight: 1, easing: .linear)
        let s = t.speed > 0 ? t.speed : 1
        let begin = t.beginTime
        let activeEnd = Swift.min(begin + t.activeDuration / s, end)
        var keys: [CurveKey] = []
        func add(_ k: CurveKey, at offset: Double) { var k = k; k.offset = offset; keys.append(k) }

        let l0 = t.timeOffset
        let l1 = l0 + Swift.max(activeEnd - begin, 0) * s
        let legs = unrolledLegs(leg, timing: t, from: l0, to: l1, delta: cumulativeDelta, limit: 100_000)
            .map { $0.remapped { begin + ($0 - l0) / s } }
        let firstActive = legs.first?.keys.first ?? legFirst
        var lastActive = legs.last?.keys.last ?? legLast
        if begin > 0 {
            if t.fillMode.fillsBackwards { add(firstActive, at: 0); keys[keys.count - 1].easing = .linear }
            else { add(absent, at: 0); add(absent, at: Swift.min(begin, end)) }
        }
        for piece in legs { keys += piece.keys }
        if activeEnd < end {
            lastActive.easing = .linear
            if t.fillMode.fillsForwards && (ignoresRemoval || !t.isRemovedOnCompletion) {
                add(lastActive, at: end)
            } else {
                // A group child's end is inclusive (`MediaTiming.state(atParentTime:asGroupChild:)`): it shows its last
                // value at its exact end, so its absence starts a hair later, past a player's rounding of that time.
                let after = Swift.max(activeEnd, 0) + (ignoresRemoval ? Self.inclusiveEnd * Swift.max(1, activeEnd) : 0)
                add(absent, at: Swift.min(after, end)); add(absent, at: end)
            }
        }
        if keys.isEmpty { add(absent, at: 0); add(absent, at: end) }
        return Curve(keys: keys)
    }

    /// How long after a group child's end (in seconds, per second of parent time) its absence begins.
    static let inclusiveEnd = 1e-9

    /// The legs played between local positions `l0` ≤ `l1` (the animation's own time, timeOffset included), each
    /// cut to that span, with offsets in local seconds; at most `limit` of them.
    ///
    /// Leg m is iteration m (m/2 rounded down when autoreversing, odd legs reversed), as `MediaTiming.state` counts
    /// them; a cumulative animation's iteration n shows its values plus n × `delta`, as Core Animation's
    /// `isCumulative` does.
    static func unrolledLegs(_ leg: Curve, timing t: MediaTiming, from l0: Double, to l1: Double, delta: Value?,
                             limit: Int) -> [Curve] {
        let d = t.effectiveDuration
        var legs: [Curve] = []
        var m = (l0 / d).rounded(.down)
        while m * d < l1 && legs.count < limit {
            let lo = Swift.max(m * d, l0), hi = Swift.min((m + 1) * d, l1)
            if hi > lo {
                let reverse = t.autoreverses && m.truncatingRemainder(dividingBy: 2) != 0
                var piece = (reverse ? leg.reversed : leg).sliced((lo - m * d) / d, (hi - m * d) / d, normalise: false)
                let iteration = t.autoreverses ? (m / 2).rounded(.down) : m
                if let delta, iteration != 0, let shift = delta.scaled(by: iteration) {
                    piece.keys = piece.keys.map { var k = $0; k.value = k.value.adding(shift); return k }
                }
                legs.append(piece.remapped { m * d + $0 * d })
            }
            m += 1
        }
        return legs
    }

    /// What one iteration of a cumulative animation adds: its last value minus its first, when both compose the
    /// same way with the underlying value (otherwise the underlying value must be resolved first).
    static func cumulativeDelta(of leg: Curve) -> Value? {
        guard let first = leg.keys.first, let last = leg.keys.last, first.underlyingWeight == last.underlyingWeight
        else { return nil }
        return last.value.subtracting(first.value)
    }
}
