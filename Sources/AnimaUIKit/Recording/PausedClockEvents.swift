#if !canImport(Darwin)
import AnimaCore

/// A layer clock's history as a recording plays it, with the instants of a pause told apart.
///
/// A model value is not on the layer's clock: a change made while the clock is paused (QA1673: speed 0, `timeOffset`
/// its time then) shows at once in `presentation()`, on the layer and on every layer below it. A Scene can only
/// replay it as an animation on the layer's time, which stands still for the whole pause, so every change of the pause
/// would show from its start. The recording therefore lets the paused clock read a little earlier before each later
/// event of the pause, its own or its subtree's (`RecordedClocks`): with n events at
/// distinct instants, it reads `timeOffset − n·step` until the first, `− (n − 1)·step` from it, … and exactly
/// `timeOffset` from the last on, so each event's held value or animation begins at its own instant and nothing after
/// the pause moves. The step is 10⁻¹¹ of the clock's time (at least 10⁻¹¹ s): far above the rounding of a time
/// and far below what a frame can show (an animation moving 10⁴ points a second is off by 10⁻⁵ points at most for
/// 100 events); smaller when the clock read less than n steps short of the paused time at an earlier event (read
/// through a superlayer's pause), so that it never reads less than it did then.
struct PausedClockEvents {
    /// The clock's history with the earlier readings put in.
    let history: LayerTiming

    /// The history of a clock and the superlayer times of the events a recording replays on it.
    init(history original: LayerTiming, eventTimes: [Double]) {
        let changeTimes = original.changes.map(\.time)
        func settings(_ index: Int) -> LayerTiming { index < 0 ? original : original.changes[index].timing }
        func isPaused(_ index: Int) -> Bool { settings(index).speed == 0 && settings(index).duration == 0 }
        var grouped: [Int: Set<Double>] = [:]
        for t in eventTimes where t.isFinite {
            let index = Self.index(in: changeTimes, at: t)
            if isPaused(index) {
                grouped[index, default: []].insert(t)
            } else if index >= 0, t == changeTimes[index], isPaused(index - 1) {
                // At the instant of the resume: QA1673's resume goes on from the paused time, so this event's time
                // is the pause's too, and the pause must read earlier than it throughout.
                grouped[index - 1, default: []].insert(t)
            }
        }
        guard !grouped.isEmpty else { history = original; return }
        // A pause set again while paused (QA1673's resume and pause in one instant, merged by `LayerClock` into one
        // change) goes on being the same pause: its new paused time is the old one give or take the resume's
        // rounding (0.57 − (0.57 − 0.1) = 0.09999999999999998), so readings stepped back from each paused time
        // separately would go back below those of the earlier events, and their held values and clips would end.
        // Each paused interval therefore reads as many steps early as there are events until its clock runs again,
        // and the change counts as one, so the next settings begin a step above its last reading.
        for i in changeTimes.indices where isPaused(i) && isPaused(i - 1) && grouped[i - 1] != nil {
            grouped[i - 1, default: []].insert(changeTimes[i])
        }
        let remaining = Self.remaining(grouped, changes: changeTimes.count, isPaused: isPaused)
        // Rebuilt oldest first: a paused interval's settings read its remaining steps early, then one change per
        // event.
        let events = eventTimes.filter(\.isFinite).sorted()
        var out = original
        out.changes = []
        let ends = changeTimes + [.infinity]
        var step = 0.0
        for i in -1..<original.changes.count {
            let n = remaining[i] ?? 0
            guard isPaused(i), n > 0 else {
                if i >= 0 { out.changes.append(original.changes[i]) }
                continue
            }
            let paused = settings(i).timeOffset
            if i < 0 || !isPaused(i - 1) {
                // Not below what the clock read at an earlier event: read through a superlayer's pause, it may have
                // been a step or so short of the paused time then.
                let floor = i < 0 ? -.infinity : events.last { $0 < changeTimes[i] }.map(out.localTime) ?? -.infinity
                step = Self.step(paused: paused, count: n, above: floor)
            }
            var early = settings(i)
            early.changes = []
            early.timeOffset -= Double(n) * step
            if i < 0 {
                out.timeOffset = early.timeOffset
            } else {
                out.changes.append(LayerTimingChange(time: changeTimes[i], timing: early))
            }
            out.changes += Self.readings(settings(i), times: (grouped[i] ?? []).sorted(), remaining: n, step: step,
                                         before: ends[i + 1])
        }
        history = out
    }

    /// For each interval (−1 before the first change), the events from its start until the clock runs again.
    private static func remaining(_ grouped: [Int: Set<Double>], changes: Int, isPaused: (Int) -> Bool) -> [Int: Int] {
        var remaining: [Int: Int] = [:]
        var count = 0
        for i in stride(from: changes - 1, through: -1, by: -1) {
            count = isPaused(i) ? count + (grouped[i]?.count ?? 0) : 0
            remaining[i] = count
        }
        return remaining
    }

    /// The step of a pause at `paused` with `count` events: 10⁻¹¹ of the time (at least 10⁻¹¹ s), or less when
    /// `count` of them would read below `floor`.
    private static func step(paused: Double, count: Int, above floor: Double) -> Double {
        let step = step(at: paused)
        let room = (paused - floor) / Double(count)
        return room > 0 && room < step ? room : step
    }

    /// The step of a pause at `paused` when there is room for it: 10⁻¹¹ of the time, at least 10⁻¹¹ s.
    static func step(at paused: Double) -> Double { 1e-11 * max(1, abs(paused)) }

    /// The index of the last change at or before `t`, −1 when none (the initial settings are in force).
    private static func index(in changeTimes: [Double], at t: Double) -> Int {
        changeTimes.lastIndex { $0 <= t } ?? -1
    }

    /// The settings from each event on, `remaining` being the events from the first of `times` until the clock runs
    /// again: one step less early each time, exact from the last; none for an event at the instant the next settings
    /// take over (`end`), which read their own time.
    private static func readings(_ settings: LayerTiming, times: [Double], remaining: Int, step: Double,
                                 before end: Double) -> [LayerTimingChange] {
        times.enumerated().compactMap { k, t in
            guard t < end else { return nil }
            var s = settings
            s.changes = []
            s.timeOffset -= Double(remaining - 1 - k) * step
            return LayerTimingChange(time: t, timing: s)
        }
    }
}
#endif
