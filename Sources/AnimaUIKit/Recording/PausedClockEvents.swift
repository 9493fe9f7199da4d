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
        // Rebuilt oldest first: a paused interval's settings read n steps early, then one change per event.
        let events = eventTimes.filter(\.isFinite).sorted()
        var out = original
        out.changes = []
        let ends = changeTimes + [.infinity]
        if let times = grouped[-1]?.sorted() {
            let step = Self.step(paused: original.timeOffset, count: times.count, above: -.infinity)
            out.timeOffset -= Double(times.count) * step
            out.changes += Self.readings(original, times: times, step: step, before: ends[0])
        }
        for (i, change) in original.changes.enumerated() {
            guard let times = grouped[i]?.sorted() else { out.changes.append(change); continue }
            // Not below what the clock read at an earlier event: read through a superlayer's pause, it may have been
            // a step or so short of the paused time then.
            let floor = events.last { $0 < change.time }.map(out.localTime) ?? -.infinity
            let step = Self.step(paused: change.timing.timeOffset, count: times.count, above: floor)
            var early = change
            early.timing.timeOffset -= Double(times.count) * step
            out.changes.append(early)
            out.changes += Self.readings(change.timing, times: times, step: step, before: ends[i + 1])
        }
        history = out
    }

    /// The step of a pause at `paused` with `count` events: 10⁻¹¹ of the time (at least 10⁻¹¹ s), or less when
    /// `count` of them would read below `floor`.
    private static func step(paused: Double, count: Int, above floor: Double) -> Double {
        let step = 1e-11 * max(1, abs(paused))
        let room = (paused - floor) / Double(count)
        return room > 0 && room < step ? room : step
    }

    /// The index of the last change at or before `t`, −1 when none (the initial settings are in force).
    private static func index(in changeTimes: [Double], at t: Double) -> Int {
        changeTimes.lastIndex { $0 <= t } ?? -1
    }

    /// The settings from each event on: one step less early each time, exact from the last; none for an event at
    /// the instant the next settings take over (`end`), which read the paused time themselves.
    private static func readings(_ settings: LayerTiming, times: [Double], step: Double,
                                 before end: Double) -> [LayerTimingChange] {
        times.enumerated().compactMap { k, t in
            guard t < end else { return nil }
            var s = settings
            s.changes = []
            s.timeOffset -= Double(times.count - 1 - k) * step
            return LayerTimingChange(time: t, timing: s)
        }
    }
}
#endif
