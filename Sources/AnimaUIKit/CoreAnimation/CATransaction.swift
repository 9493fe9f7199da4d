#if !canImport(QuartzCore)
import Foundation

/// Groups layer changes: their implicit animations' duration and curve, whether actions run, and a completion block
/// that fires when every animation added inside has stopped (at once when there are none).
@MainActor
open class CATransaction {
    /// One open or committed-and-waiting transaction.
    private final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (@MainActor @Sendable () -> Void)?
        var pending: Set<ObjectIdentifier> = []
    }

    private static var open: [Frame] = []
    private static var waiting: [Frame] = []

    /// Opens a transaction.
    public class func begin() { open.append(Frame()) }

    /// Closes the innermost transaction; its completion block fires now if nothing it added is still running.
    public class func commit() {
        guard let frame = open.popLast() else {
            AnimaDiagnostics.report(layer: "<transaction>", "commit() without begin(); ignored")
            return
        }
        guard let completion = frame.completion else { return }
        if frame.pending.isEmpty { completion() } else { waiting.append(frame) }
    }

    /// Commits nothing extra: changes apply at once on the virtual clock.
    public class func flush() {}

    /// The duration of implicit animations (0.25 s unless set).
    public class func animationDuration() -> CFTimeInterval {
        open.reversed().lazy.compactMap(\.duration).first ?? 0.25
    }

    /// Sets the duration of implicit animations in this transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) { current?.duration = dur }

    /// The curve of implicit animations (nil: the `default` curve).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        open.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets the curve of implicit animations in this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current?.timingFunction = function }

    /// Whether implicit actions are off.
    public class func disableActions() -> Bool { open.reversed().lazy.compactMap(\.disableActions).first ?? false }

    /// Turns implicit actions off or on in this transaction.
    public class func setDisableActions(_ flag: Bool) { current?.disableActions = flag }

    /// The completion block of this transaction.
    public class func completionBlock() -> (@MainActor @Sendable () -> Void)? { open.last?.completion }

    /// Sets the block run when every animation added in this transaction has stopped.
    public class func setCompletionBlock(_ block: (@MainActor @Sendable () -> Void)?) {
        if let frame = open.last {
            frame.completion = block
        } else if let block {
            // The implicit transaction commits with the current turn of the (virtual) run loop: now.
            block()
        }
    }

    private static var current: Frame? {
        if open.isEmpty {
            AnimaDiagnostics.report(layer: "<transaction>", "a CATransaction setting outside begin()/commit() has no effect here")
        }
        return open.last
    }

    /// Records an animation added while transactions are open.
    static func noteAdded(_ attached: AttachedAnimation) {
        for frame in open { frame.pending.insert(ObjectIdentifier(attached)) }
    }

    /// Records an animation that stopped, firing completion blocks that were waiting only for it.
    static func noteStopped(_ attached: AttachedAnimation) {
        let id = ObjectIdentifier(attached)
        for frame in open { frame.pending.remove(id) }
        var ready: [Frame] = []
        for frame in waiting where frame.pending.remove(id) != nil && frame.pending.isEmpty { ready.append(frame) }
        waiting.removeAll { f in ready.contains { $0 === f } }
        for frame in ready { frame.completion?() }
    }

    /// Drops open and waiting transactions (`AnimaClock.reset()`).
    static func reset() {
        open.removeAll()
        waiting.removeAll()
    }
}
#endif
