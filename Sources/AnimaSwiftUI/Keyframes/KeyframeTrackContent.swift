#if !canImport(Darwin)
/// A sequence of keyframes for one value.
public protocol KeyframeTrackContent<Value> {
    /// The animated value.
    associatedtype Value: Animatable = Body.Value
    /// The content this one is made of.
    associatedtype Body: KeyframeTrackContent
    /// The content this one is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframe content that knows its segments (the stock keyframes and the builder's lists).
protocol KeyframeSegmentsProviding {
    /// The segments, if their value type is `V`.
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>]
}

/// The segments of any track content: the stock ones directly, custom content through its body.
func keyframeSegments<C: KeyframeTrackContent>(of content: C) -> [KeyframeSegment<C.Value>] {
    if let provider = content as? KeyframeSegmentsProviding { return provider.segments(as: C.Value.self) }
    return keyframeSegments(of: content.body).compactMap { $0 as? KeyframeSegment<C.Value> }
}
#endif
