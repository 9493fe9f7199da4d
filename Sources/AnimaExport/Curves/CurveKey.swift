import AnimaCore

/// One keyframe of an exported curve: a value plus a weight of the underlying value, and the easing to the next key.
///
/// The value shown is `value + underlyingWeight × underlying`: 0 replaces (Web Animations' composite "replace"),
/// 1 adds ("add"); an absent animation is the zero value with weight 1. Weights between 0 and 1 only arise inside
/// a segment from the underlying value to a fixed one, where a target without composite per point must resolve them.
struct CurveKey: Sendable, Hashable {
    /// Where the key sits (an iteration fraction, or seconds, depending on the curve).
    var offset: Double
    /// The value (added to the underlying one in proportion to `underlyingWeight`).
    var value: Value
    /// 0 replaces the underlying value, 1 adds to it.
    var underlyingWeight: Double
    /// How the segment to the next key eases.
    var easing: Easing

    /// The key `y` of the way from `self` to `next` (values interpolated, easing not applied).
    func blended(to next: CurveKey, _ y: Double, offset: Double) -> CurveKey {
        CurveKey(offset: offset, value: value.interpolated(to: next.value, y),
                 underlyingWeight: underlyingWeight + (next.underlyingWeight - underlyingWeight) * y, easing: easing)
    }

    /// Whether a target that can only replace or add can write this key.
    var hasPlainComposite: Bool { underlyingWeight == 0 || underlyingWeight == 1 }

    /// The key with the underlying value filled in.
    func resolved(underlying: Value) -> CurveKey {
        guard underlyingWeight != 0, let part = underlying.scaled(by: underlyingWeight) else {
            return CurveKey(offset: offset, value: underlyingWeight == 0 ? value : value.adding(underlying),
                            underlyingWeight: 0, easing: easing)
        }
        return CurveKey(offset: offset, value: value.adding(part), underlyingWeight: 0, easing: easing)
    }
}
