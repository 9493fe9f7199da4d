#if !canImport(Darwin)
import Foundation

/// A timer that fires once per display frame of the virtual clock (`AnimaClock.displayFrameInterval`), at each
/// frame boundary, while the clock advances through it.
///
/// iOS code makes one with `CADisplayLink(target:selector:)` and `#selector`, which need Objective-C and do not
/// compile on Linux; here the step is a closure (`CADisplayLink { link in … }`), the shape libraries' closure-based
/// display-link wrappers already have. Main-actor isolated: it fires on the main thread, as on iOS.
@MainActor @preconcurrency
public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    private var event: Int?
    private var isInvalidated = false

    /// The frame time of the last firing.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The frame time of the next firing.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    public var duration: CFTimeInterval { AnimaClock.displayFrameInterval }
    /// Whether firing is suspended.
    public var isPaused = false {
        didSet { if isPaused { cancel() } else { scheduleNext() } }
    }

    /// A display link that calls `handler` once per frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) { self.handler = handler }

    /// Starts firing at the next frame boundary (the run loop and mode are accepted for iOS's signature).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { scheduleNext() }

    /// Stops firing for good.
    public func invalidate() {
        isInvalidated = true
        cancel()
    }

    private func scheduleNext() {
        guard event == nil, !isInvalidated, !isPaused else { return }
        let interval = AnimaClock.displayFrameInterval
        guard interval > 0, interval.isFinite else { return }
        // The frame after now; the small slack keeps a firing at frame k from computing frame k again when
        // k·interval / interval rounds just below k.
        let next = ((AnimaClock.now / interval + 1e-9).rounded(.down) + 1) * interval
        targetTimestamp = next
        event = AnimaClock.schedule(at: next) { [weak self] in self?.fire(at: next) }
    }

    private func fire(at time: Double) {
        event = nil
        timestamp = time
        targetTimestamp = time + AnimaClock.displayFrameInterval
        handler(self)
        scheduleNext()
    }

    private func cancel() {
        if let event { AnimaClock.cancel(event) }
        event = nil
    }
}
#endif
