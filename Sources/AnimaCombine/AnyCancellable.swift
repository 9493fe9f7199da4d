#if !canImport(Darwin)
/// Something that can stop (Combine's `Cancellable`).
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

/// A subscription that is cancelled when cancelled explicitly or released (Combine's `AnyCancellable`).
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A cancellable that runs `cancel` once.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

    deinit { onCancel?() }

    /// Stops the subscription.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps the subscription in `set` (released with it).
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    /// Keeps the subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity.
    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
