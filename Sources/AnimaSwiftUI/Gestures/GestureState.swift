#if !canImport(Darwin)
/// A value a gesture updates while it is active and resets when it ends (SwiftUI's `@GestureState`).
@propertyWrapper
public struct GestureState<Value>: DynamicStateProperty {
    private let state: State<Value>
    private let initial: Value
    private let resetTransaction: Transaction

    /// A gesture state starting (and reset to) `wrappedValue`.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    /// A gesture state starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// A gesture state reset under `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        state = State(wrappedValue: wrappedValue); initial = wrappedValue; self.resetTransaction = resetTransaction
    }
    /// A gesture state reset under `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// The current value.
    public var wrappedValue: Value { state.wrappedValue }
    /// Itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func link(to graph: ViewGraph, key: String) { state.link(to: graph, key: key) }

    @MainActor func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) { state.wrappedValue = value }
    }
    @MainActor func reset() { set(initial, transaction: resetTransaction) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}
#endif
