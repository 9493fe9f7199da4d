#if !canImport(Darwin)
/// The subscribers of one publisher, in the order they subscribed.
final class Subscriptions<Output, Failure: Error>: @unchecked Sendable {
    private var next = 0
    private var receivers: [(id: Int, value: (Output) -> Void, completion: (Subscribers.Completion<Failure>) -> Void)] = []

    /// Adds a subscriber; the cancellable removes it.
    func add(_ value: @escaping (Output) -> Void, _ completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        next += 1
        let id = next
        receivers.append((id, value, completion))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    /// Sends `value` to every subscriber.
    func send(_ value: Output) { for r in receivers { r.value(value) } }
    /// Ends every subscription.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let all = receivers
        receivers = []
        for r in all { r.completion(completion) }
    }
    /// Whether anyone listens.
    var isEmpty: Bool { receivers.isEmpty }
}
#endif
