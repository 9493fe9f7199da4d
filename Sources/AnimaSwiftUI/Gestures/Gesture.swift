#if !canImport(Darwin)
/// A gesture (SwiftUI's `Gesture`). There are no touches headless: a gesture's callbacks run only when a test
/// drives them (`DragGesture.simulate`), so views with gestures compile and show their resting state.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports.
    associatedtype Value
    /// The gesture's callbacks when the gesture is driven with `value` (changed) or ends with it.
    func _callbacks() -> GestureCallbacks<Value>
}

/// The callbacks a gesture and its modifiers gathered.
public struct GestureCallbacks<Value> {
    var changed: [@MainActor (Value) -> Void] = []
    var ended: [@MainActor (Value) -> Void] = []
}

/// A gesture with callbacks added (`onChanged`, `onEnded`, `updating`, `map`).
public struct _CallbackGesture<Value>: Gesture {
    let callbacks: GestureCallbacks<Value>
    /// The gathered callbacks.
    public func _callbacks() -> GestureCallbacks<Value> { callbacks }
}

extension Gesture {
    /// Runs `action` with each new value while the gesture changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _CallbackGesture<Value> {
        var c = _callbacks(); c.changed.append(action); return _CallbackGesture(callbacks: c)
    }
    /// Runs `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _CallbackGesture<Value> {
        var c = _callbacks(); c.ended.append(action); return _CallbackGesture(callbacks: c)
    }
    /// Updates `state` while the gesture changes; it returns to its initial value when the gesture ends.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void) -> _CallbackGesture<Value> {
        var c = _callbacks()
        c.changed.append { value in
            var s = state.wrappedValue, t = Transaction()
            body(value, &s, &t)
            state.set(s, transaction: t)
        }
        c.ended.append { _ in state.reset() }
        return _CallbackGesture(callbacks: c)
    }
    /// The gesture reporting `body(value)`.
    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _CallbackGesture<T> {
        _CallbackGesture(callbacks: GestureCallbacks())
    }
    /// Both gestures at once (only the first is driven headless).
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    /// This gesture, then `other` (only the first is driven headless).
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
    /// This gesture, or `other` if this one fails (only the first is driven headless).
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
}

/// Which gestures of a view and its subviews are recognised.
public struct GestureMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A mask from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// None.
    public static let none = GestureMask([])
    /// The view's own.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews'.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}
#endif
