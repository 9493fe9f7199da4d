#if !canImport(Darwin)
/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)` (SwiftUI's
/// `@EnvironmentObject`).
@propertyWrapper @MainActor @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: ContextLinkedProperty {
    let box = EnvironmentBox<ObjectType>()
    /// Reads the object of this type from the environment.
    public init() {}

    /// The object. A view whose object no ancestor provided is not drawn (with a diagnostic), so its body never
    /// reads it; read anywhere else without one, it stops the program, as in SwiftUI.
    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
    /// Bindings to the object's properties (`$model.property`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func link(in context: ResolveContext, key: String) -> String? {
        guard let object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            return "\(ObjectType.self)"
        }
        box.value = object
        ObjectSubscription.observe(object, in: context.graph, key: key)
        return nil
    }
}

/// What an environment property read when its view was last resolved.
final class EnvironmentBox<Value> {
    var value: Value?
}

extension View {
    /// Puts `object` in the environment of this view's descendants, for their `@EnvironmentObject` properties.
    public func environmentObject<T: ObservableObject>(_ object: T) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in env.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Puts an `@Observable` object in the environment, for `@Environment(T.self)` properties.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in env.objects[ObjectIdentifier(T.self)] = object }
    }
}
#endif
