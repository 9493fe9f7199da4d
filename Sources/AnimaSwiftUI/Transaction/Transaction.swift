#if !canImport(Darwin)
/// The context of a state change: the animation it runs under, and what to do when that finishes.
public struct Transaction {
    /// The animation, or nil for none.
    public var animation: Animation?
    /// Whether animations set deeper in the view tree (`.animation(_:value:)`) are ignored.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction.
    public var isContinuous = false
    /// Whether velocity is tracked for springs that follow.
    public var tracksVelocity = false
    /// Completions with their criteria.
    var completions: [(criteria: AnimationCompletionCriteria, body: () -> Void)] = []
    /// Values of custom keys.
    var values: [ObjectIdentifier: Any] = [:]

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// Adds a completion run when the transaction's animations meet `criteria`.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append((criteria, completion))
    }

    /// The value of a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a custom value carried by a transaction.
public protocol TransactionKey {
    /// The value's type.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}

/// When an animation's completion runs: once it is logically complete, or once it is removed.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animation has logically finished (a spring before it is fully at rest).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation no longer affects anything.
    public static let removed = AnimationCompletionCriteria(removed: true)
}
#endif
