#if !canImport(Darwin)
/// A property of an `ObservableObject` that sends `objectWillChange` before it changes, and whose `$` projection
/// publishes its values (Combine's `@Published`).
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property starting at `value`.
    public init(wrappedValue value: Value) { box = PublishedBox(value) }
    /// A published property starting at `value`.
    public init(initialValue value: Value) { box = PublishedBox(value) }

    /// Only reachable through the enclosing object (as in Combine).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The publisher of the property's values (the current one first).
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// Reads and writes through the enclosing object, which is told before each write.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            ObservableObjectPublisher.of(object).send()
            object[keyPath: storageKeyPath].box.set(newValue)
        }
    }

    /// The values of a published property.
    public struct Publisher: AnimaCombine.Publisher {
        /// Never fails.
        public typealias Failure = Never
        /// The property's type.
        public typealias Output = Value
        let box: PublishedBox<Value>
        /// Receives the current value, then each new one (as they are about to be set).
        public func _subscribe(_ receiveValue: @escaping (Value) -> Void,
                               completion receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
            let c = box.subscriptions.add(receiveValue, receiveCompletion)
            receiveValue(box.value)
            return c
        }
    }
}

/// The storage of a published property and its subscribers.
final class PublishedBox<Value>: @unchecked Sendable {
    var value: Value
    let subscriptions = Subscriptions<Value, Never>()
    init(_ value: Value) { self.value = value }
    /// Publishes, then stores (Combine's subscribers see the new value in willSet order).
    func set(_ newValue: Value) {
        subscriptions.send(newValue)
        value = newValue
    }
}
#endif
