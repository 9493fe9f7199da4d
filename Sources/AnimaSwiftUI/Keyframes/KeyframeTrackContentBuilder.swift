#if !canImport(Darwin)
/// Builds a track's keyframes from a closure of keyframe statements.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe or content.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeList<Value>
        where K.Value == Value {
        KeyframeList(segments: keyframeSegments(of: expression))
    }
    /// Keyframes in sequence.
    public static func buildBlock(_ components: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(segments: components.flatMap(\.segments))
    }
    /// A loop's keyframes.
    public static func buildArray(_ components: [KeyframeList<Value>]) -> KeyframeList<Value> {
        KeyframeList(segments: components.flatMap(\.segments))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ component: KeyframeList<Value>?) -> KeyframeList<Value> {
        component ?? KeyframeList(segments: [])
    }
    /// The `if` branch.
    public static func buildEither(first component: KeyframeList<Value>) -> KeyframeList<Value> { component }
    /// The `else` branch.
    public static func buildEither(second component: KeyframeList<Value>) -> KeyframeList<Value> { component }
    /// An availability check.
    public static func buildLimitedAvailability(_ component: KeyframeList<Value>) -> KeyframeList<Value> { component }
}

/// Keyframes built by `KeyframeTrackContentBuilder`.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segments: [KeyframeSegment<Value>]
    /// Itself.
    public var body: Self { return self }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
        (segments as? [KeyframeSegment<V>]) ?? []
    }
}
#endif
