#if !canImport(Darwin)
import Synchronization

/// A class whose changes views observe (Combine's `ObservableObject`): its `@Published` properties send
/// `objectWillChange` before they change.
public protocol ObservableObject: AnyObject {
    /// The publisher of changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Sends before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher (one per object, as Combine synthesises it).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// The publisher an `ObservableObject` sends its changes through (Combine's `ObservableObjectPublisher`).
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// A change carries no value.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never
    private let subscriptions = Subscriptions<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}
    /// Tells the subscribers the object is about to change.
    public func send() { subscriptions.send(()) }
    /// Subscribes.
    public func _subscribe(_ receiveValue: @escaping (Void) -> Void,
                           completion receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        subscriptions.add(receiveValue, receiveCompletion)
    }

    /// The publisher of `object`, made the first time it is asked for. Combine stores it in the object; here a table
    /// keyed by identity holds it, with the object weakly, so a new object at a freed address gets a new publisher.
    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        table.withLock { table in
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object === object { return entry.publisher }
            table = table.filter { $0.value.object != nil }
            let publisher = ObservableObjectPublisher()
            table[key] = WeakEntry(object: object, publisher: publisher)
            return publisher
        }
    }

    private struct WeakEntry: @unchecked Sendable {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private static let table = Mutex<[ObjectIdentifier: WeakEntry]>([:])
}
#endif
