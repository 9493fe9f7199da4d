#if !canImport(Darwin)
/// A value read from the environment (SwiftUI's `@Environment`): a key path of `EnvironmentValues`, or an
/// `@Observable` object an ancestor provided with `environment(_:)`.
@propertyWrapper @MainActor @preconcurrency
public struct Environment<Value>: ContextLinkedProperty {
    private let read: @MainActor (ResolvedEnvironment) -> Value?
    private let fallback: @MainActor () -> Value
    let box = EnvironmentBox<Value>()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0.values[keyPath: keyPath] }
        fallback = { EnvironmentValues()[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of type `objectType`; a view whose object no ancestor provided is not drawn
    /// (with a diagnostic), so its body never reads it.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.objects[ObjectIdentifier(objectType)] as? Value }
        fallback = { fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.") }
    }

    /// The value when the view was last resolved.
    public var wrappedValue: Value { box.value ?? fallback() }

    func link(in context: ResolveContext, key: String) -> String? {
        box.value = read(context.environment)
        return box.value == nil ? "\(Value.self)" : nil
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view's descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in env.values[keyPath: keyPath] = value }
    }
}
#endif
