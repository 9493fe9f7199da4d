#if !canImport(Darwin)
/// An `ObservableObject` a view is given; its changes re-render the view (SwiftUI's `@ObservedObject`).
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: ContextLinkedProperty {
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    /// Bindings to the object's properties (`$model.property`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func link(in context: ResolveContext, key: String) -> String? {
        ObjectSubscription.observe(wrappedValue, in: context.graph, key: key)
        return nil
    }

    /// Makes bindings to an observed object's properties.
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        let object: ObjectType
        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
#endif
