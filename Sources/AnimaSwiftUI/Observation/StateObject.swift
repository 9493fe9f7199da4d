#if !canImport(Darwin)
/// An `ObservableObject` a view creates once and keeps for its lifetime (SwiftUI's `@StateObject`).
@propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: ContextLinkedProperty {
    let box: StateObjectBox<ObjectType>

    /// Creates the object with `thunk` when the view first needs it, and only then.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { box.kept.object }
    /// Bindings to the object's properties (`$model.property`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func link(in context: ResolveContext, key: String) -> String? {
        let kept = context.graph.driver(at: key) { box }
        box.persistent = kept
        ObjectSubscription.observe(kept.object, in: context.graph, key: key)
        return nil
    }
}

/// A `@StateObject`'s object, made once; a view value made later points at the first one's box.
@MainActor
final class StateObjectBox<ObjectType: AnyObject> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    weak var persistent: StateObjectBox?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    /// The box that owns the object for this identity.
    var kept: StateObjectBox { persistent ?? self }
    /// The object, made on first use.
    var object: ObjectType {
        if let made { return made }
        let o = make()
        made = o
        return o
    }
}
#endif
