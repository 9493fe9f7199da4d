#if !canImport(Darwin)
/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`).
@propertyWrapper @dynamicMemberLookup @MainActor @preconcurrency
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value
    /// Itself, for `$model.property`.
    public var projectedValue: Bindable<Value> { self }
    /// Wraps `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    /// Wraps `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
#endif
