#if !canImport(Darwin)
/// Keyframe tracks with an initial value, evaluable at any time (SwiftUI's `KeyframeTimeline`).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackPlan<Value>]

    /// A timeline starting at `initialValue` with the tracks in `content`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframeTracks(of: content())
    }

    /// The longest track's duration.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` seconds; tracks in declaration order, so the last one writing a property wins.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` × duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
#endif
