/// The last spring value, eased progress, keyframe value and rotation's cosine and sine worked out in a frame, reused by the next
/// layer that asks for the same numbers.
///
/// Lists, grids and replicated content run one animation on many layers, so neighbours often evaluate the same
/// spring at the same time, the same curve at the same progress and end at the same angle; those are the frame's
/// costliest calls (`exp`, `cos`, `sin`, a Bézier solve).
/// Inputs are compared bit for bit, so a hit returns exactly what the call would have (−0 and 0 are told apart).
struct SamplingMemo {
    private var springSlot = -1
    private var springTimeBits: UInt64 = 0
    private var springValue = Double.nan
    private var timingSlot = -1
    private var progressBits: UInt64 = 0
    private var eased = 0.0
    private var keyframeEntry = -1
    private var keyframeProgressBits: UInt64 = 0
    private var keyframeBelow = false
    private var keyframeValue = SIMD4<Double>()
    private var angleBits: UInt64 = 0
    private var cosine = 1.0, sine = 0.0
    private var hasAngle = false

    /// `spring.pointee.value(at: t)`, where `slot` names `spring` in the timeline's table.
    @inline(__always)
    mutating func value(of spring: UnsafePointer<PreparedSpring>, slot: Int, at t: Double) -> Double {
        if slot == springSlot && t.bitPattern == springTimeBits { return springValue }
        springValue = spring.pointee.value(at: t)
        springSlot = slot
        springTimeBits = t.bitPattern
        return springValue
    }

    /// `PreparedTimingFunction.evaluate(function, at: x, approachingFromBelow:)`, where `slot` names `function` in the
    /// timeline's table.
    @inline(__always)
    mutating func value(of function: UnsafePointer<PreparedTimingFunction>, slot: Int, at x: Double,
                        approachingFromBelow: Bool) -> Double {
        // The before flag is set only in fills, where one value holds for the whole fill: not worth a memo entry.
        if approachingFromBelow { return PreparedTimingFunction.evaluate(function, at: x, approachingFromBelow: true) }
        if slot == timingSlot && x.bitPattern == progressBits { return eased }
        eased = PreparedTimingFunction.evaluate(function, at: x)
        timingSlot = slot
        progressBits = x.bitPattern
        return eased
    }

    /// `table.vector(e, at: p, approachingFromBelow:, timing:)`: the keyframe value, whose segment search and
    /// segment curve neighbours on one clock would repeat.
    @inline(__always)
    mutating func vector(of table: VectorKeyframeTable.Buffers, entry e: Int, at p: Double, approachingFromBelow: Bool,
                         timing: UnsafePointer<PreparedTimingFunction>) -> SIMD4<Double> {
        if e == keyframeEntry && p.bitPattern == keyframeProgressBits && approachingFromBelow == keyframeBelow {
            return keyframeValue
        }
        keyframeValue = table.vector(e, at: p, approachingFromBelow: approachingFromBelow, timing: timing)
        keyframeEntry = e
        keyframeProgressBits = p.bitPattern
        keyframeBelow = approachingFromBelow
        return keyframeValue
    }

    /// `(cos(angle), sin(angle))` as `Double.cos` and `Double.sin` give them.
    @inline(__always)
    mutating func cosineAndSine(of angle: Double) -> (cos: Double, sin: Double) {
        if hasAngle && angle.bitPattern == angleBits { return (cosine, sine) }
        (cosine, sine) = TransformComponents.cosineAndSine(of: angle)
        angleBits = angle.bitPattern
        hasAngle = true
        return (cosine, sine)
    }
}
