#if !canImport(Darwin)
import Dispatch
import Foundation

/// How layer code, which is not main-actor isolated (QuartzCore's is not), reaches UIKit's main-actor state: the
/// view a layer backs, UIKit's animation blocks and their completions.
///
/// UIKit's rule is that views and the layers they back are used on the main thread. When the caller is on it, the
/// work runs at once, synchronously, on this thread; the values handed over never reach another thread, which is
/// why the one `@unchecked Sendable` box below is sound. Off the main thread the work is not done, a diagnostic
/// says so, and the caller carries on (nothing traps), as UIKit's main-thread checker reports and carries on.
enum MainThread {
    /// Whether the caller runs on the main actor: on the main thread, or (on Linux, where `dispatchMain()` parks
    /// the main thread and another thread drains the main queue) on the main queue.
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey.key) == true }

    /// Marks the main queue so `isCurrent` can recognise it.
    private static let mainQueueKey: QueueKey = {
        let marker = QueueKey()
        DispatchQueue.main.setSpecific(key: marker.key, value: true)
        return marker
    }()

    /// Runs `body` with `value` on the main actor if the caller is on the main thread; returns whether it ran.
    @discardableResult
    static func run<T>(with value: T, _ body: @MainActor (T) -> Void) -> Bool {
        guard isCurrent else { return false }
        let handoff = Handoff(value: value)
        MainActor.assumeIsolated { body(handoff.value) }
        return true
    }

    /// Like `run(with:_:)`, reporting `what` (for `layer`) when the caller is not on the main thread.
    static func run<T>(with value: T, layer: String, what: String, _ body: @MainActor (T) -> Void) {
        guard !run(with: value, body) else { return }
        AnimaDiagnostics.report(layer: layer, "\(what) off the main thread: UIKit needs the main thread, so it is skipped")
    }
}

/// The main queue's marker key (set once, then only read).
private final class QueueKey: Sendable {
    let key = DispatchSpecificKey<Bool>()
}

/// A value crossing from layer code into main-actor code on the same thread, synchronously (see `MainThread`).
private struct Handoff<T>: @unchecked Sendable {
    let value: T
}
#endif
