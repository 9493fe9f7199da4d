#if !canImport(Darwin)
/// A publisher its owner sends values through (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscribers.
    func send(_ value: Output)
    /// Ends the subscriptions.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

/// A subject that passes on what it is sent (Combine's `PassthroughSubject`).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscriptions = Subscriptions<Output, Failure>()
    /// A subject with no subscribers.
    public init() {}
    /// Sends `value`.
    public func send(_ value: Output) { subscriptions.send(value) }
    /// Ends the subscriptions.
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
    /// Subscribes.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void,
                           completion receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscriptions.add(receiveValue, receiveCompletion)
    }
}

/// A subject that holds a current value and sends it to each new subscriber (Combine's `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscriptions = Subscriptions<Output, Failure>()
    /// The current value; setting it sends it.
    public var value: Output { didSet { subscriptions.send(value) } }
    /// A subject holding `value`.
    public init(_ value: Output) { self.value = value }
    /// Sets and sends `value`.
    public func send(_ value: Output) { self.value = value }
    /// Ends the subscriptions.
    public func send(completion: Subscribers.Completion<Failure>) { subscriptions.finish(completion) }
    /// Subscribes and receives the current value at once.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void,
                           completion receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        let c = subscriptions.add(receiveValue, receiveCompletion)
        receiveValue(value)
        return c
    }
}

/// A publisher of one value (Combine's `Just`).
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never
    /// The value.
    public let output: Output
    /// Publishes `output` once.
    public init(_ output: Output) { self.output = output }
    /// Sends the value, then finishes.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void,
                           completion receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
#endif
