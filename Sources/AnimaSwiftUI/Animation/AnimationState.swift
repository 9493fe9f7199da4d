#if !canImport(Darwin)
/// A key for a custom animation's state kept in `AnimationState`.
public protocol AnimationStateKey {
    /// The type of the state.
    associatedtype Value
    /// The state before the animation first runs.
    static var defaultValue: Value { get }
}

/// What an animation keeps between samples, keyed by `AnimationStateKey` types.
public struct AnimationState<Value: VectorArithmetic> {
    /// The values by key type.
    var storage: [ObjectIdentifier: Any] = [:]

    /// Empty state.
    public init() {}

    /// The state stored under `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
#endif
