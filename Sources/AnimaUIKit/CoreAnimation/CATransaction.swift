#if !canImport(Darwin)
import Foundation
import Synchronization

/// Groups layer changes: their implicit animations' duration and curve, whether actions run, and a completion block
/// that fires when every animation added inside has stopped (at once when there are none).
///
/// Not main-actor isolated, as QuartzCore's is not: layers on any thread read its settings, so the open and waiting
/// transactions sit behind a `Mutex`. Completion blocks run on the main actor, as QuartzCore runs them on the main
/// thread.
open class CATransaction {
    /// One open or committed-and-waiting transaction.
    private struct Frame: Sendable {
        let id: Int
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (@MainActor @Sendable () -> Void)?
        var pending: Set<ObjectIdentifier> = []
    }

    /// The open transactions (innermost last) and the committed ones waiting for their animations.
    private struct Stack: Sendable {
        var open: [Frame] = []
        var waiting: [Frame] = []
        var nextID = 0
    }

    private static let stack = Mutex(Stack())

    /// Creates a transaction object (QuartzCore's class methods do all the work).
    public init() {}

    /// Opens a transaction.
    public class func begin() {
        stack.withLock { s in
            s.nextID += 1
            s.open.append(Frame(id: s.nextID))
        }
    }

    /// Closes the innermost transaction; its completion block fires now if nothing it added is still running.
    public class func commit() {
        let outcome: (frame: Frame?, ready: Bool) = stack.withLock { s in
            guard let frame = s.open.popLast() else { return (nil, false) }
            guard frame.completion != nil else { return (frame, false) }
            if frame.pending.isEmpty { return (frame, true) }
            s.waiting.append(frame)
            return (frame, false)
        }
        guard let frame = outcome.frame else {
            AnimaDiagnostics.report(layer: "<transaction>", "commit() without begin(); ignored")
            return
        }
        if outcome.ready, let completion = frame.completion { runCompletion(completion) }
    }

    /// Commits nothing extra: changes apply at once on the virtual clock.
    public class func flush() {}

    /// The duration of implicit animations (0.25 s unless set).
    public class func animationDuration() -> CFTimeInterval {
        stack.withLock { $0.open.reversed().lazy.compactMap(\.duration).first } ?? 0.25
    }

    /// Sets the duration of implicit animations in this transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) { updateCurrent { $0.duration = dur } }

    /// The curve of implicit animations (nil: the `default` curve).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.withLock { $0.open.reversed().lazy.compactMap(\.timingFunction).first }
    }

    /// Sets the curve of implicit animations in this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        updateCurrent { $0.timingFunction = function }
    }

    /// Whether implicit actions are off.
    public class func disableActions() -> Bool {
        stack.withLock { $0.open.reversed().lazy.compactMap(\.disableActions).first } ?? false
    }

    /// Turns implicit actions off or on in this transaction.
    public class func setDisableActions(_ flag: Bool) { updateCurrent { $0.disableActions = flag } }

    /// The completion block of this transaction.
    public class func completionBlock() -> (@MainActor @Sendable () -> Void)? { stack.withLock { $0.open.last?.completion } }

    /// Sets the block run when every animation added in this transaction has stopped.
    public class func setCompletionBlock(_ block: (@MainActor @Sendable () -> Void)?) {
        let isOpen = stack.withLock { s in
            guard !s.open.isEmpty else { return false }
            s.open[s.open.count - 1].completion = block
            return true
        }
        // The implicit transaction commits with the current turn of the (virtual) run loop: now.
        if !isOpen, let block { runCompletion(block) }
    }

    /// Changes the innermost open transaction, reporting a setting made outside begin()/commit().
    private static func updateCurrent(_ change: (inout Frame) -> Void) {
        let isOpen = stack.withLock { s in
            guard !s.open.isEmpty else { return false }
            change(&s.open[s.open.count - 1])
            return true
        }
        if !isOpen {
            AnimaDiagnostics.report(layer: "<transaction>", "a CATransaction setting outside begin()/commit() has no effect here")
        }
    }

    /// Records an animation added while transactions are open.
    static func noteAdded(_ attached: AttachedAnimation) {
        let id = ObjectIdentifier(attached)
        stack.withLock { s in
            for i in s.open.indices { s.open[i].pending.insert(id) }
        }
    }

    /// Records an animation that stopped, firing completion blocks that were waiting only for it.
    static func noteStopped(_ attached: AttachedAnimation) {
        let id = ObjectIdentifier(attached)
        let ready: [@MainActor @Sendable () -> Void] = stack.withLock { s in
            for i in s.open.indices { s.open[i].pending.remove(id) }
            var ready: [Frame] = []
            for i in s.waiting.indices where s.waiting[i].pending.remove(id) != nil && s.waiting[i].pending.isEmpty {
                ready.append(s.waiting[i])
            }
            s.waiting.removeAll { f in ready.contains { $0.id == f.id } }
            return ready.compactMap(\.completion)
        }
        for completion in ready { runCompletion(completion) }
    }

    /// Runs a completion block on the main actor: now on the main thread, else when the clock next advances.
    private static func runCompletion(_ completion: @escaping @MainActor @Sendable () -> Void) {
        guard !MainThread.run(with: (), { _ in completion() }) else { return }
        AnimaClock.schedule(at: AnimaClock.now, completion)
    }

    /// Drops open and waiting transactions (`AnimaClock.reset()`).
    static func reset() {
        stack.withLock { $0 = Stack() }
    }
}
#endif
