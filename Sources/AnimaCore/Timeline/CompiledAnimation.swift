/// An animation with its values checked and everything that does not depend on time worked out ahead.
///
/// Only what a frame reads for every animation lives here, as small integers, so a record is 32 bytes (two per cache
/// line) and a layer's three animations fit in one and a half lines. Everything else sits in the timeline's side
/// tables, shared between equal animations: the clock (`Timeline.timings`, and `AnimationClocks` for the blocks),
/// vector-lane from/to/by (`VectorBasic`), spring parameters, keyframe data and general-lane values.
struct CompiledAnimation: Sendable {
    enum Kind: UInt8, Sendable { case group, basic, spring, keyframe }

    var kind: Kind
    var key: PropertyKey
    var isAdditive: Bool
    var isCumulative: Bool
    /// Group children ignore `isRemovedOnCompletion` (Core Animation ignores it on children).
    var isChild: Bool
    /// Where values land (the general lane, the vector lane through the key, or a fixed place).
    var write = VectorWrite.generalLane
    /// Whether values travel in the vector lane.
    var isVector: Bool { write.isVector }
    /// Where the layer resets this animation's key only when no animation on it showed (`LayerSamplingPlan.deferredKeys`):
    /// the key's position in the layer's keys, else `.max`.
    var deferredKeySlot = UInt8.max
    /// Keyframe animations in a paced mode: their values are read at the plain progress (no timing function).
    var isPaced = false
    /// The animation's timing function as an index into the timeline's shared table of prepared curves (0: linear).
    @CompactIndex var timingSlot: Int
    /// Index into the timeline's keyframes (keyframe animations), vector basics (vector-lane basic and spring
    /// animations) or general basics (general-lane basic and spring animations).
    @CompactIndex var payload = 0
    /// Vector-lane keyframe animations without a path: their entry in the timeline's `VectorKeyframeTable`, else −1.
    @CompactIndex var vectorKeyframes = -1
    /// Spring animations: their parameters' index in the timeline's springs.
    @CompactIndex var spring = 0
    /// A group's children, as a range of the timeline's animations.
    @CompactRange var children = 0..<0

    init(kind: Kind, key: PropertyKey, timingSlot: Int, isAdditive: Bool, isCumulative: Bool, isChild: Bool) {
        self.kind = kind; self.key = key; self.timingSlot = timingSlot
        self.isAdditive = isAdditive; self.isCumulative = isCumulative; self.isChild = isChild
    }

    /// Whether the animation's fraction (`Timeline.fraction`) is `other`'s whenever their clocks agree: the same kind
    /// and the same spring or timing function, read the same way.
    func hasFraction(of other: CompiledAnimation) -> Bool {
        kind == other.kind && isPaced == other.isPaced && timingSlot == other.timingSlot && spring == other.spring
    }

    /// The largest index a record can hold: more animations or table entries than this and the scene is refused.
    static let maxIndex = Int(Int32.max)
}
