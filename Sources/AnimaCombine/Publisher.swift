#if !canImport(Darwin)
/// Values over time (Combine's `Publisher`), reduced to what SwiftUI code uses headless: a subscriber is a closure.
///
/// Combine's `receive(subscriber:)`, demand and schedulers are not modelled; values are delivered synchronously
/// when they are sent, on the virtual clock's turn that sends them.
public protocol Publisher<Output, Failure> {
    /// The values.
    associatedtype Output
    /// The failure.
    associatedtype Failure: Error
    /// Delivers every later value to `receiveValue` and the end to `receiveCompletion`, until cancelled.
    func _subscribe(_ receiveValue: @escaping (Output) -> Void,
                    completion receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

/// Subscriber-side names (Combine's `Subscribers`).
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value (Combine's `sink`).
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, completion: receiveCompletion)
    }

    /// Calls `transform`'s result for every value (Combine's `map`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { value, completion in self._subscribe({ value(transform($0)) }, completion: completion) }
    }

    /// Only the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in self._subscribe({ if isIncluded($0) { value($0) } }, completion: completion) }
    }

    /// The same values (delivery is synchronous on the virtual clock, so the scheduler is not used).
    public func receive<S>(on scheduler: S, options: Never? = nil) -> Self { self }

    /// The publisher, type-erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in self._subscribe(value, completion: completion) }
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value (Combine's `sink`).
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue, completion: { _ in })
    }

    /// Writes every value to `object`'s property at `keyPath`.
    public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        _subscribe({ object[keyPath: keyPath] = $0 }, completion: { _ in })
    }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the one before it.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { value, completion in
            let last = Box<Output?>(nil)
            return self._subscribe({ v in
                if last.value != v { last.value = v; value(v) }
            }, completion: completion)
        }
    }
}

/// A mutable cell shared by closures.
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
#endif
