#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// The state of one hosted view tree: state storage by identity, pending transactions, appearance actions.
///
/// A state change (or an observed model's) marks the graph dirty with its transaction and schedules an update at
/// the clock's current time, so it applies at the next `AnimaClock.advance` or at `layoutIfNeeded()`, whichever
/// comes first. A change under another transaction first flushes the pending one, so each keeps its animation.
@MainActor
final class ViewGraph {
    private var storages: [String: AnyStateStorage] = [:]
    private var pending: Transaction?
    private var scheduled: Int?
    private var appeared: Set<String> = []
    private var appearing: [(String, @MainActor () -> Void)] = []
    /// The size the host proposes (what a GeometryReader sees).
    var proposedSize = CGSize(width: 390, height: 844)
    /// Re-renders the tree under a transaction.
    var update: ((Transaction) -> Void)?
    /// Marks the hosting view as needing layout, so that `layoutIfNeeded()` applies a pending change at once.
    var invalidateLayout: (() -> Void)?
    /// The transaction of the render under way; nil when the tree is resolved for another reason (a size), so that
    /// animators change their state only once per update.
    var rendering: Transaction?

    /// The persistent storage for `key`, created from the view's initial storage the first time.
    func storage<Value>(for key: String, initial: StateStorage<Value>) -> StateStorage<Value> {
        if let existing = storages[key] as? StateStorage<Value> { return existing }
        initial.graph = self
        storages[key] = initial
        return initial
    }

    /// Connects the `@State` properties of `view` to their storage at `path`.
    func bindDynamicProperties(of view: any View, at path: String) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? DynamicStateProperty else { continue }
            property.link(to: self, key: path + "." + (child.label ?? "?"))
        }
    }

    /// The body of `view`, recording which observable models it read so that their changes update the graph.
    func trackedBody(of view: any View) -> any View {
        withObservationTracking {
            Self.body(of: view)
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.invalidate() }
        }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    /// Notes a state change under the current transaction (the innermost `withAnimation`/`withTransaction`).
    func invalidate() { enqueue(TransactionStack.current ?? Transaction()) }

    private func enqueue(_ transaction: Transaction) {
        if let current = pending, !Self.sameAnimation(current, transaction) { flush() }
        if var current = pending {
            current.completions += transaction.completions
            pending = current
        } else {
            pending = transaction
        }
        if scheduled == nil {
            scheduled = AnimaClock.schedule(at: AnimaClock.now) { [weak self] in self?.flush() }
        }
        invalidateLayout?()
    }

    private static func sameAnimation(_ a: Transaction, _ b: Transaction) -> Bool {
        a.animation == b.animation && a.disablesAnimations == b.disablesAnimations
    }

    /// Applies pending changes now.
    func flush() {
        if let id = scheduled { AnimaClock.cancel(id) }
        scheduled = nil
        guard let transaction = pending else { return }
        pending = nil
        update?(transaction)
    }

    /// Whether changes are waiting.
    var isDirty: Bool { pending != nil }

    private var drivers: [String: AnyObject] = [:]

    /// The persistent driver object of an animator at `path`, made by `make` the first time.
    func driver<D: AnyObject>(at path: String, _ make: () -> D) -> D {
        if let d = drivers[path] as? D { return d }
        let d = make()
        drivers[path] = d
        return d
    }

    /// Remembers an `onAppear` action for a view seen for the first time.
    func noteAppearance(at path: String, _ action: @escaping @MainActor () -> Void) {
        guard !appeared.contains(path) else { return }
        appeared.insert(path)
        appearing.append((path, action))
    }

    /// Runs the appearance actions gathered during the last render.
    func runAppearances() {
        let actions = appearing
        appearing = []
        for (_, action) in actions { action() }
    }
}
#endif
