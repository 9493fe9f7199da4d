#if !canImport(Darwin)
/// One track made evaluable: where it writes in the root, how long it lasts, and its value at a time.
struct KeyframeTrackPlan<Root> {
    /// The track's length in seconds.
    let duration: TimeInterval
    /// Whether it animates the whole root (bare keyframes), so that neighbours of that kind join into one track.
    let isWholeValue: Bool
    /// Writes the track's value at a time into the root, starting from the root's own value.
    let apply: (inout Root, TimeInterval) -> Void
    /// Joins two whole-value tracks (keyframes written one after the other at the top of a timeline).
    let append: ((KeyframeTrackPlan<Root>) -> KeyframeTrackPlan<Root>?)?

    init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        let whole = (keyPath as AnyKeyPath) == (\Root.self as AnyKeyPath)
        duration = segments.reduce(0) { $0 + $1.length }
        isWholeValue = whole
        apply = { root, time in
            root[keyPath: keyPath] = KeyframeEvaluator(initial: root[keyPath: keyPath], segments: segments).value(at: time)
        }
        append = whole ? { next in
            guard let more = next.segmentsIfWhole as? [KeyframeSegment<Value>] else { return nil }
            return KeyframeTrackPlan(keyPath: keyPath, segments: segments + more)
        } : nil
        segmentsIfWhole = whole ? segments : nil
    }

    /// The segments of a whole-value track, type-erased, for joining.
    let segmentsIfWhole: Any?

    /// Joins runs of whole-value tracks into one sequence.
    static func mergingWholeValueRuns(_ tracks: [KeyframeTrackPlan]) -> [KeyframeTrackPlan] {
        var result: [KeyframeTrackPlan] = []
        for track in tracks {
            if track.isWholeValue, let last = result.last, last.isWholeValue, let joined = last.append?(track) {
                result[result.count - 1] = joined
            } else {
                result.append(track)
            }
        }
        return result
    }
}
#endif
