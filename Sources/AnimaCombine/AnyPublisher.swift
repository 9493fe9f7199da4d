#if !canImport(Darwin)
/// A publisher whose type is erased (Combine's `AnyPublisher`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    /// Erases `publisher`'s type.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher._subscribe($0, completion: $1) }
    }

    init(_ subscribe: @escaping (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    /// Subscribes through the erased publisher.
    public func _subscribe(_ receiveValue: @escaping (Output) -> Void,
                           completion receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(receiveValue, receiveCompletion)
    }
}
#endif
