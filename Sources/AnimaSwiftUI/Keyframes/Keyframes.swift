#if !canImport(Darwin)
/// Keyframe tracks for the properties of a value, run in parallel.
public protocol Keyframes<Value> {
    /// The value the tracks animate.
    associatedtype Value = Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The keyframes this one is made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// Keyframes that know their tracks (KeyframeTrack and the builder's lists).
protocol KeyframeTracksProviding {
    /// The tracks, if the root type is `Root`.
    func tracks<Root>(as type: Root.Type) -> [KeyframeTrackPlan<Root>]
}

/// The tracks of any keyframes: the stock ones directly, custom ones through their body.
func keyframeTracks<K: Keyframes>(of keyframes: K) -> [KeyframeTrackPlan<K.Value>] {
    if let provider = keyframes as? KeyframeTracksProviding { return provider.tracks(as: K.Value.self) }
    return keyframeTracks(of: keyframes.body).compactMap { $0 as? KeyframeTrackPlan<K.Value> }
}

/// The keyframes of one property of `Root`, at `keyPath`.
///
/// The second generic parameter is the property's type (Apple calls it `Value`; here it is `Property`, so that the
/// `Keyframes.Value` of a track is its root).
public struct KeyframeTrack<Root, Property: Animatable, Content: KeyframeTrackContent>: Keyframes,
    KeyframeTracksProviding where Content.Value == Property {
    /// A track animates its root.
    public typealias Value = Root

    let plan: KeyframeTrackPlan<Root>

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>,
                @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        plan = KeyframeTrackPlan(keyPath: keyPath, segments: keyframeSegments(of: content()))
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {
        plan = KeyframeTrackPlan(keyPath: \Root.self, segments: keyframeSegments(of: content()))
    }

    /// Itself.
    public var body: Self { return self }

    func tracks<R>(as type: R.Type) -> [KeyframeTrackPlan<R>] { (plan as? KeyframeTrackPlan<R>).map { [$0] } ?? [] }
}

/// Builds keyframe tracks; bare keyframes make a track of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track or other keyframes.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframeTrackList<Value> where K.Value == Value {
        KeyframeTrackList(tracks: keyframeTracks(of: expression))
    }
    /// A keyframe of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTrackList<Value>
        where K.Value == Value {
        KeyframeTrackList(tracks: [KeyframeTrackPlan(keyPath: \Value.self, segments: keyframeSegments(of: expression))])
    }
    /// Tracks in parallel; consecutive whole-value keyframes form one track.
    public static func buildBlock(_ components: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
        KeyframeTrackList(tracks: KeyframeTrackPlan.mergingWholeValueRuns(components.flatMap(\.tracks)))
    }
    /// A loop's tracks.
    public static func buildArray(_ components: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
        KeyframeTrackList(tracks: components.flatMap(\.tracks))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ component: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
        component ?? KeyframeTrackList(tracks: [])
    }
    /// The `if` branch.
    public static func buildEither(first component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }
    /// The `else` branch.
    public static func buildEither(second component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }
    /// An availability check.
    public static func buildLimitedAvailability(_ component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
        component
    }
}

/// Tracks built by `KeyframesBuilder`.
public struct KeyframeTrackList<Value>: Keyframes, KeyframeTracksProviding {
    let tracks: [KeyframeTrackPlan<Value>]
    /// Itself.
    public var body: Self { return self }
    func tracks<R>(as type: R.Type) -> [KeyframeTrackPlan<R>] { (tracks as? [KeyframeTrackPlan<R>]) ?? [] }
}
#endif
