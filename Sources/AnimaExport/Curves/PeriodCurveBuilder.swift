import AnimaCore

/// Lays an animation's iterations out on its parent's clock: the legs of a repeating, autoreversing, offset animation
/// unrolled into one curve over parent time [0, end], with fills and absences (the underlying value) around them.
struct PeriodCurveBuilder {
    /// The curve over parent-time seconds [0, end] of an animation whose one iteration is `leg` (folded).
    ///
    /// `ignoresRemoval` is for group children, whose forwards fill lasts until the group ends.
    static func curve(leg: Curve, timing t: MediaTiming, end: Double, ignoresRemoval: Bool, zero: Value) -> Curve {
        guard let legFirst = leg.keys.first, let legLast = leg.keys.last, end > 0 else { return Curve(keys: []) }
        let absent = CurveKey(offset: 0, value: zero, underlyingWeight: 1, easing: .linear)
        let d = t.effectiveDuration
        let s = t.speed > 0 ? t.speed : 1
        let begin = t.beginTime
        let activeEnd = Swift.min(begin + t.activeDuration / s, end)
        var keys: [CurveKey] = []
        func add(_ k: CurveKey, at offset: Double) { var k = k; k.offset = offset; keys.append(k) }

        let l0 = t.timeOffset
        let l1 = l0 + Swift.max(activeEnd - begin, 0) * s
        var legs: [Curve] = []
        var m = (l0 / d).rounded(.down)
        while m * d < l1 && legs.count < 100_000 {
            let lo = Swift.max(m * d, l0), hi = Swift.min((m + 1) * d, l1)
            if hi > lo {
                let reverse = t.autoreverses && Int(m.truncatingRemainder(dividingBy: 2)) != 0
                let piece = (reverse ? leg.reversed : leg).sliced((lo - m * d) / d, (hi - m * d) / d, normalise: false)
                legs.append(piece.remapped { begin + (m * d + $0 * d - l0) / s })
            }
            m += 1
        }
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
                add(absent, at: Swift.max(activeEnd, 0)); add(absent, at: end)
            }
        }
        if keys.isEmpty { add(absent, at: 0); add(absent, at: end) }
        return Curve(keys: keys)
    }
}
