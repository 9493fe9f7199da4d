#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// A view that runs an action when a value differs from the one seen at the previous update
/// (SwiftUI's `onChange(of:initial:_:)`).
public struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let seen = context.graph.driver(at: context.path + "#change") { Seen<Value>() }
        let old = seen.value
        seen.value = value
        if let old, old != value {
            let value = self.value, action = self.action
            AnimaClock.schedule(at: AnimaClock.now) { action(old, value) }
        } else if old == nil, initial {
            let value = self.value, action = self.action
            AnimaClock.schedule(at: AnimaClock.now) { action(value, value) }
        }
        return context.resolve(content, at: "c")
    }
}

/// The value an `onChange` saw last.
final class Seen<Value> {
    var value: Value?
}

extension View {
    /// Runs `action` before the view first appears, as a task (SwiftUI's `task(priority:_:)`).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> AppearView<Self> {
        onAppear { Task(priority: priority) { await action() } }
    }
    /// Runs `action` with the new value when `value` changes (the iOS 14 form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
    /// Runs `action` with the old and new values when `value` changes (and once at first if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (V, V) -> Void) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }
    /// Runs `action` when `value` changes (and once at first if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
#endif
