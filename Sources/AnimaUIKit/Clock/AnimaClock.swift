#if !canImport(Darwin)
import Synchronization

/// The virtual clock AnimaUIKit runs on: `CACurrentMediaTime()` reads it, and nothing moves until it is advanced.
///
/// Advancing fires animation completions and transaction completion blocks in time order, each with `now` equal to
/// its own finish time, so a completion that starts the next animation chains exactly as on a device.
///
/// Advancing is main-actor isolated: what falls due runs there, as QuartzCore delivers `animationDidStop` and
/// transaction completions on the main thread. Reading the time and scheduling are not: layers, which any thread may
/// use, schedule their ends here, so the time and the pending events sit behind `Mutex`es.
@MainActor
public enum AnimaClock {
    /// The current time in seconds (what `CACurrentMediaTime()` returns).
    public nonisolated static var now: Double { ClockStorage.time.withLock { $0 } }

    /// The display's frame interval, which UIKit's keyframe builder uses as its hold threshold and `CADisplayLink`
    /// fires at (1/60 s; 1/120 s on a ProMotion device).
    public nonisolated static var displayFrameInterval: Double {
        get { ClockStorage.frameInterval.withLock { $0 } }
        set { ClockStorage.frameInterval.withLock { $0 = newValue } }
    }

    /// Moves time forward by `seconds`, firing what falls due.
    public static func advance(by seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else {
            AnimaDiagnostics.report(layer: "<clock>", "advance(by: \(seconds)) ignored: needs a finite, non-negative time")
            return
        }
        advance(to: now + seconds)
    }

    /// Moves time forward to `time`, firing every event due at or before it in time order (ties in the order they
    /// were scheduled), with `now` set to each event's own time while it runs; then, at `time`, those due a rounding
    /// later (10⁻⁹ s) whose own check (`dueEarly`) says they are due already.
    public static func advance(to time: Double) {
        guard time.isFinite, time >= now else {
            AnimaDiagnostics.report(layer: "<clock>", "advance(to: \(time)) ignored: time only moves forward")
            return
        }
        // The run-loop turn in progress ends with UIKit's layout pass, before time moves on.
        UIApplication.shared.layoutWindows()
        while let next = ClockStorage.events.withLock({ $0.takeNext(dueBy: time) }) {
            setNow(next.time)
            next.action()
            UIApplication.shared.layoutWindows()
        }
        setNow(time)
        // An animation's end converted to global time can lie a rounding after an instant at which its layer's clock
        // has reached it by AnimaCore's rule, where `presentation()` no longer shows it (1/60 + 0.6 is
        // 0.6166666666666667; steps of 1/60, 0.25, 0.25 and 0.1 stop at 0.6166666666666666): it ends, and its
        // completion runs, at the instant the clock stops there, not a rounding later (grammar seed 14949).
        while let next = nextDueEarly(by: time) {
            next.action()
            UIApplication.shared.layoutWindows()
        }
    }

    /// The first event scheduled within a rounding after `time` (10⁻⁹ of it, at least 10⁻⁹ s) whose `dueEarly` holds,
    /// taken off the queue.
    private static func nextDueEarly(by time: Double) -> ClockEvent? {
        let limit = time + 1e-9 * max(1, abs(time))
        let candidates = ClockStorage.events.withLock { $0.earlyCandidates(after: time, upTo: limit) }
        for candidate in candidates where candidate.dueEarly?() == true {
            if let event = ClockStorage.events.withLock({ $0.take(candidate.id) }) { return event }
        }
        return nil
    }

    /// Sets `now` and `CACurrentMediaTime()` to 0 and drops pending completions.
    public static func reset() {
        ClockStorage.events.withLock { $0 = ClockQueue() }
        setNow(0)
        CATransaction.reset()
        UIApplication.shared.reset()
    }

    /// Runs `action` when the clock reaches `time`, or when it stops a rounding before it (10⁻⁹ s) where `dueEarly`
    /// holds; returns an id for `cancel(_:)`.
    @discardableResult
    @_spi(Hosting) public nonisolated static func schedule(at time: Double, dueEarly: (@MainActor () -> Bool)? = nil,
                                                           _ action: @escaping @MainActor () -> Void) -> Int {
        let at = max(time, now)
        return ClockStorage.events.withLock { $0.add(at: at, dueEarly: dueEarly, action) }
    }

    /// Drops a scheduled event.
    @_spi(Hosting) public nonisolated static func cancel(_ id: Int) { ClockStorage.events.withLock { $0.remove(id) } }

    private static func setNow(_ t: Double) { ClockStorage.time.withLock { $0 = t } }
}

/// One thing to do at a time (main-actor closures are Sendable, so the queue may sit in a `Mutex`).
struct ClockEvent: Sendable {
    let id: Int
    let time: Double
    /// Whether it is due already when the clock stops a rounding before `time`.
    let dueEarly: (@MainActor () -> Bool)?
    let action: @MainActor () -> Void
}

/// The pending events in the order they were scheduled.
struct ClockQueue: Sendable {
    private var events: [ClockEvent] = []
    private var nextID = 0

    /// Adds an event; returns its id.
    mutating func add(at time: Double, dueEarly: (@MainActor () -> Bool)? = nil,
                      _ action: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        events.append(ClockEvent(id: nextID, time: time, dueEarly: dueEarly, action: action))
        return nextID
    }

    /// The events with a `dueEarly` check scheduled after `time` up to `limit`, earliest first.
    func earlyCandidates(after time: Double, upTo limit: Double) -> [ClockEvent] {
        events.enumerated().filter { $0.element.dueEarly != nil && $0.element.time > time && $0.element.time <= limit }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// Removes and returns the event with `id`, if still pending.
    mutating func take(_ id: Int) -> ClockEvent? {
        guard let i = events.firstIndex(where: { $0.id == id }) else { return nil }
        return events.remove(at: i)
    }

    /// Drops the event with `id`.
    mutating func remove(_ id: Int) { events.removeAll { $0.id == id } }

    /// Removes and returns the earliest event due by `time` (the first scheduled among equal times).
    mutating func takeNext(dueBy time: Double) -> ClockEvent? {
        var best: Int?
        for (i, e) in events.enumerated() where e.time <= time {
            if let b = best, events[b].time <= e.time { continue }
            best = i
        }
        guard let best else { return nil }
        return events.remove(at: best)
    }
}

/// The clock's state, readable from any thread as `CACurrentMediaTime()` is.
enum ClockStorage {
    static let time = Mutex<Double>(0)
    static let frameInterval = Mutex<Double>(1.0 / 60)
    static let events = Mutex(ClockQueue())
}
#endif
