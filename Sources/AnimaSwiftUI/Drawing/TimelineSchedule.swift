#if !canImport(Darwin)
import AnimaUIKit

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`). Dates are the virtual clock's: the reference date
/// plus `AnimaClock.now`, so runs are deterministic.
public protocol TimelineSchedule {
    /// The dates of the updates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The updates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a timeline may update.
public enum TimelineScheduleMode: Sendable {
    /// As its schedule says.
    case normal
    /// Less often.
    case lowFrequency
}

/// An update every display frame, or every `minimumInterval` (SwiftUI's `.animation` schedule).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: Double?
    let paused: Bool
    /// A schedule of frames at least `minimumInterval` apart.
    public init(minimumInterval: Double? = nil, paused: Bool = false) { interval = minimumInterval; self.paused = paused }
    /// The frames from `startDate` (none when paused).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldSequence<Date, Date?> {
        let step = max(interval ?? 0, AnimaClock.displayFrameInterval)
        let first: Date? = paused ? nil : startDate
        return sequence(state: first) { state in
            defer { state = state.map { $0.addingTimeInterval(step) } }
            return state
        }
    }
}

/// Updates `interval` seconds apart from a date (SwiftUI's `.periodic(from:by:)` schedule).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// A schedule from `startDate`, `interval` apart.
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate; self.interval = interval }
    /// The updates at and after `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldSequence<Date, Date?> {
        let step = interval > 0 && interval.isFinite ? interval : 1
        let skipped = max(0, (startDate.timeIntervalSince(start) / step).rounded(.down))
        return sequence(state: Optional(start.addingTimeInterval(skipped * step))) { state in
            defer { state = state.map { $0.addingTimeInterval(step) } }
            return state
        }
    }
}

/// Updates at given dates (SwiftUI's `.explicit` schedule).
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates
    /// A schedule of `dates`.
    public init(_ dates: Dates) { self.dates = dates }
    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every display frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Frames at least `minimumInterval` apart.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
    /// Every minute.
    public static var everyMinute: PeriodicTimelineSchedule { PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60) }
}

extension TimelineSchedule {
    /// Updates at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
#endif
