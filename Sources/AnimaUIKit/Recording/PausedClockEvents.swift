#if !canImport(Darwin)
import AnimaCore

/// A layer clock's history as a recording plays it, with the instants of a pause told apart.
///
/// A model value is not on the layer's clock: a change made while the clock is paused (QA1673: speed 0, `timeOffset`
/// its time then) shows at once in `presentation()`. A Scene can only replay it as an animation on that clock, whose
/// time stands still for the whole pause, so every change of the pause would show from its start. The recording
/// therefore lets the paused clock read a little earlier before each later event of the pause: with n events at
/// distinct instants, it reads `timeOffset − n·step` until the first, `− (n − 1)·step` from it, … and exactly
/// `timeOffset` from the last on, so each event's held value or animation begins at its own instant and nothing after
/// the pause moves. The step is 10⁻¹¹ of the clock's time (at least 10⁻¹¹ s): far above the rounding of a time
/// and far below what a frame can show (an animation moving 10⁴ points a second is off by 10⁻⁵ points at most for
/// 100 events).
struct PausedClockEvents {
    /// The clock's history with the earlier readings put in.
    let history: LayerTiming
    /// The superlayer times of the original history's changes, to find the settings in force at a time.
    private let changeTimes: [Double]
    /// Per paused interval with events (the index of its settings, −1 for the initial ones): the events' distinct
    /// superlayer times, sorted, and the step.
    private let intervals: [Int: (times: [Double], step: Double)]

    /// The history of a clock and the superlayer times of the events a recording replays on it.
    init(history original: LayerTiming, eventTimes: [Double]) {
        changeTimes = original.changes.map(\.time)
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
        var intervals: [Int: (times: [Double], step: Double)] = [:]
        for (index, times) in grouped {
            intervals[index] = (times.sorted(), 1e-11 * max(1, abs(settings(index).timeOffset)))
        }
        self.intervals = intervals
        guard !intervals.isEmpty else { history = original; return }
        // Rebuilt oldest first: a paused interval's settings read n steps early, then one change per event.
        var out = original
        out.changes = []
        let ends = changeTimes + [.infinity]
        if let (times, step) = intervals[-1] {
            out.timeOffset -= Double(times.count) * step
            out.changes += Self.readings(original, times: times, step: step, before: ends[0])
        }
        for (i, change) in original.changes.enumerated() {
            guard let (times, step) = intervals[i] else { out.changes.append(change); continue }
            var early = change
            early.timing.timeOffset -= Double(times.count) * step
            out.changes.append(early)
            out.changes += Self.readings(change.timing, times: times, step: step, before: ends[i + 1])
        }
        history = out
    }

    /// How much earlier than the layer's clock the recording's reads at superlayer time `t` (0 outside paused
    /// intervals with events).
    func offset(atParentTime t: Double) -> Double {
        guard !intervals.isEmpty, let (times, step) = intervals[Self.index(in: changeTimes, at: t)] else { return 0 }
        return -Double(times.count { $0 > t }) * step
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
