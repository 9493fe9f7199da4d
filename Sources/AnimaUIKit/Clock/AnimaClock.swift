#if !canImport(QuartzCore)
import Synchronization

/// The virtual clock AnimaUIKit runs on: `CACurrentMediaTime()` reads it, and nothing moves until it is advanced.
///
/// Advancing fires animation completions and transaction completion blocks in time order, each with `now` equal to
/// its own finish time, so a completion that starts the next animation chains exactly as on a device.
@MainActor
public enum AnimaClock {
    /// The current time in seconds (what `CACurrentMediaTime()` returns).
    public static var now: Double { ClockStorage.time.withLock { $0 } }

    /// The display's frame interval, which UIKit's keyframe builder uses as its hold threshold (1/60 s; 1/120 s on
    /// a ProMotion device).
    public static var displayFrameInterval = 1.0 / 60

    /// Pending events in the order they were scheduled.
    private static var events: [ClockEvent] = []
    private static var nextEventID = 0

    /// Moves time forward by `seconds`, firing what falls due.
    public static func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else {
            AnimaDiagnostics.report(layer: "<clock>", "advance(by: \(seconds)) ignored: needs a finite, non-negative time")
            return
        }
        advance(to: now + seconds)
    }

    /// Moves time forward to `time`, firing every event due at or before it in time order (ties in the order they
    /// were scheduled), with `now` set to each event's own time while it runs.
    public static func advance(to time: Double) {
        guard time.isFinite, time >= now else {
            AnimaDiagnostics.report(layer: "<clock>", "advance(to: \(time)) ignored: time only moves forward")
            return
        }
        while let next = nextEvent(dueBy: time) {
            events.removeAll { $0.id == next.id }
            setNow(next.time)
            next.action()
        }
        setNow(time)
    }

    /// Sets `now` and `CACurrentMediaTime()` to 0 and drops pending completions.
    public static func reset() {
        events.removeAll()
        setNow(0)
        CATransaction.reset()
    }

    /// Runs `action` when the clock reaches `time`; returns an id for `cancel(_:)`.
    @discardableResult
    @_spi(Hosting) public static func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) -> Int {
        nextEventID += 1
        events.append(ClockEvent(id: nextEventID, time: max(time, now), action: action))
        return nextEventID
    }

    /// Drops a scheduled event.
    @_spi(Hosting) public static func cancel(_ id: Int) { events.removeAll { $0.id == id } }

    private static func nextEvent(dueBy time: Double) -> ClockEvent? {
        var best: ClockEvent?
        for e in events where e.time <= time {
            if let b = best, b.time <= e.time { continue }
            best = e
        }
        return best
    }

    private static func setNow(_ t: Double) { ClockStorage.time.withLock { $0 = t } }
}

/// One thing to do at a time.
private struct ClockEvent {
    let id: Int
    let time: Double
    let action: @MainActor () -> Void
}

/// The clock's time, readable from any thread as `CACurrentMediaTime()` is.
enum ClockStorage {
    static let time = Mutex<Double>(0)
}
#endif
