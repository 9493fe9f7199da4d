/// An animation with its values checked and everything that does not depend on time worked out ahead.
///
/// Only plain values live here so that reading one per frame copies no references. Numbers, points, sizes, rects and
/// colours (the "vector lane") are held in `SIMD4` lanes; other values sit in the timeline's side tables.
struct CompiledAnimation: Sendable {
    enum Kind: Sendable { case group, basic, spring, keyframe }

    // Ordered by use: what every frame reads comes first, so an animation's first two cache lines hold it; the clock
    // (read by the vectorised pass from `AnimationClocks` instead) and the spring come last.
    var kind: Kind
    var key: PropertyKey
    var isAdditive: Bool
    var isCumulative: Bool
    /// Group children ignore `isRemovedOnCompletion` (Core Animation ignores it on children).
    var isChild: Bool
    /// Whether values travel in the vector lane.
    var isVector = false
    var hasFrom = false, hasTo = false, hasBy = false
    /// The animation's timing function as an index into the timeline's shared table of prepared curves (0: linear).
    var timingSlot: Int
    /// Index into the timeline's keyframes (keyframe animations) or general basics (other lanes).
    var payload = 0
    /// Vector-lane keyframe animations without a path: their entry in the timeline's `VectorKeyframeTable`, else −1.
    var vectorKeyframes = -1
    /// A group's children, as a range of the timeline's animations.
    var children: Range<Int> = 0..<0
    /// Vector-lane from/to/by, valid where the matching flag is set.
    var from = SIMD4<Double>(), to = SIMD4<Double>(), by = SIMD4<Double>()
    var spring = Spring()
    var timing: MediaTiming

    init(kind: Kind, key: PropertyKey, timing: MediaTiming, timingSlot: Int, isAdditive: Bool, isCumulative: Bool,
         isChild: Bool) {
        self.kind = kind; self.key = key; self.timing = timing; self.timingSlot = timingSlot
        self.isAdditive = isAdditive; self.isCumulative = isCumulative; self.isChild = isChild
    }

    /// The interpolation range given the underlying value, by Core Animation's from/to/by rules (`BasicAnimation.range`).
    @inline(__always)
    func vectorRange(underlying u: SIMD4<Double>) -> (start: SIMD4<Double>, end: SIMD4<Double>) {
        switch (hasFrom, hasTo, hasBy) {
        case (true, true, _): (from, to)
        case (true, false, true): (from, from + by)
        case (false, true, true): (to - by, to)
        case (true, false, false): (from, u)
        case (false, true, false): (u, to)
        case (false, false, true): (u, u + by)
        case (false, false, false): (u, u)
        }
    }
}
