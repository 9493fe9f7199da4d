#if !canImport(Darwin)
/// A value a view owns; changing it re-evaluates the views that read it (SwiftUI's `@State`).
@propertyWrapper
public struct State<Value>: DynamicStateProperty {
    let box: StateBox<Value>

    /// State starting at `value`.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// State starting at `value`.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value; setting it schedules an update under the current transaction.
    public var wrappedValue: Value {
        get { box.storage.value }
        nonmutating set { box.storage.set(newValue) }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = box.storage
        return Binding(get: { storage.value }, set: { storage.set($0) })
    }

    func link(to graph: ViewGraph, key: String) { box.storage = graph.storage(for: key, initial: box.storage) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A dynamic property the graph connects to persistent storage.
protocol DynamicStateProperty {
    @MainActor func link(to graph: ViewGraph, key: String)
}

/// A view's handle on its state storage, replaced by the persistent one when the view is resolved.
final class StateBox<Value>: @unchecked Sendable {
    var storage: StateStorage<Value>
    init(_ value: Value) { storage = StateStorage(value) }
}

/// A value kept between body evaluations; setting it tells the graph.
final class StateStorage<Value>: AnyStateStorage, @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }

    func set(_ newValue: Value) {
        value = newValue
        guard let graph else { return }
        MainActor.assumeIsolated { graph.invalidate() }
    }
}

/// Storage of any value type, linked to its graph.
class AnyStateStorage {
    weak var graph: ViewGraph?
}

/// A reference to a value owned elsewhere (SwiftUI's `@Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void
    /// The transaction the binding's changes use.
    public var transaction = Transaction()

    /// A binding through two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
    /// A binding through two closures with a transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = { set($0, TransactionStack.current ?? Transaction()) }
    }
    /// The same binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set {
            guard let animation = transaction.animation else { return set(newValue) }
            withAnimation(animation) { set(newValue) }
        }
    }

    /// Itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { v in
            var whole = get()
            whole[keyPath: keyPath] = v
            set(whole)
        })
    }

    /// The same binding, animating its changes with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}
#endif
