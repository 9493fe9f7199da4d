#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// A view re-made at each date of a schedule (SwiftUI's `TimelineView`), on the virtual clock: its content sees
/// `context.date` = the reference date + `AnimaClock.now`, and the next entry re-renders the tree (without
/// animation, as a new frame).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    let schedule: Schedule
    let content: (Context) -> Content

    /// A timeline of `content` updated by `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule; self.content = content
    }

    /// What the content is made for.
    public typealias Context = TimelineViewDefaultContext

    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let now = Date(timeIntervalSinceReferenceDate: AnimaClock.now)
        let ticker = context.graph.driver(at: context.path + "#timeline") { TimelineTicker() }
        if let next = schedule.entries(from: now, mode: .normal).lazy.prefix(10_000).first(where: { $0 > now }) {
            ticker.schedule(at: next.timeIntervalSinceReferenceDate, graph: context.graph)
        }
        return context.resolve(content(Context(date: now, cadence: .live)), at: "t")
    }
}

/// What a timeline's content is made for: the date of the update (SwiftUI's `TimelineViewDefaultContext`, outside
/// the generic view so that a closure's content type can be inferred).
public struct TimelineViewDefaultContext {
    /// The date of this update.
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence
    /// How often updates come.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }
}

/// A timeline's next update: one pending clock event per timeline.
@MainActor
final class TimelineTicker {
    private var event: (id: Int, time: Double)?

    /// Re-renders `graph` at `time` (replacing a later pending update).
    func schedule(at time: Double, graph: ViewGraph) {
        if let event, event.time <= time, event.time > AnimaClock.now { return }
        if let event { AnimaClock.cancel(event.id) }
        let id = AnimaClock.schedule(at: time) { [weak self, weak graph] in
            self?.event = nil
            graph?.invalidate()
        }
        event = (id, time)
    }
}
#endif
