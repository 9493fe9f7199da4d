#if !canImport(Darwin)
/// A view's subscription to an `ObservableObject`: one per property identity, renewed when the object changes.
@MainActor
final class ObjectSubscription {
    private weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Makes `graph` re-render when `object` sends `objectWillChange`, for the property at `key`.
    static func observe<O: ObservableObject>(_ object: O, in graph: ViewGraph, key: String) {
        let subscription = graph.driver(at: key + "#object") { ObjectSubscription() }
        guard subscription.object !== object else { return }
        subscription.object = object
        subscription.cancellable = object.objectWillChange.sink { [weak graph] _ in
            MainActor.assumeIsolated { graph?.invalidate() }
        }
    }
}
#endif
