#if !canImport(Darwin)
import AnimaCore

/// Every recorded layer's clock as the Scene plays it, worked out from the root down.
///
/// A layer's time is the composition of its ancestors' clocks (Core Animation's layer timing): a pause stops the
/// time of every layer below it too, so their events (model changes, animations added and removed, clock changes) all fall on one
/// instant of their time. A paused clock therefore tells apart the events of its whole subtree, not only its own
/// (`PausedClockEvents`), and each clock below runs on its superlayer's clock as recorded: its changes take effect at
/// the recorded time of its superlayer at the global instant they were made.
@MainActor
struct RecordedClocks {
    /// A layer's clock as recorded, and the layer whose clock it runs in (nil for the root).
    private struct Node {
        let clock: PausedClockEvents
        let parent: CALayer?
        /// The global times since the start at which the clock's recorded reading may change: its changes, and the
        /// events of the layer and its subtree.
        let instants: [Double]
    }

    /// A recorded reading, the layer's time then, and the global instant.
    private typealias Reading = (recorded: Double, shown: Double, instant: Double)

    /// Layer times the recorded clock reads early within a pause (`PausedClockEvents`), around one reading or a run
    /// of readings, and the layer's time at those instants: what `presentation()` showed then.
    struct EarlyReading {
        /// The recorded readings, reaching from the lowest halfway to `shown` (past the highest, never to it).
        var times: Range<Double>
        /// The layer's time at those instants.
        let shown: Double
        /// The first of those instants (global time).
        var since: Double
    }

    private let nodes: [ObjectIdentifier: Node]
    /// The root's superlayer, whose time (as it was, unrecorded) the root's clock runs in.
    private let outside: CALayer?

    /// The clocks of `root` and of every layer `children` gives below it (masks, sublayers, layers that left; a layer
    /// given twice keeps the first place), where `events` gives the global times since `start` at which something
    /// began or ended on a layer, which its replay must show from that instant.
    init(root: CALayer, since start: Double, children: (CALayer) -> [CALayer], events: (CALayer) -> [Double]) {
        let outside = root.timeParent ?? root.formerSuperlayer
        self.outside = outside
        // The events of each layer's subtree below it, its sublayers' clock changes among them: a paused clock
        // above must read a later time from each on.
        var below: [ObjectIdentifier: [Double]] = [:]
        func collect(_ layer: CALayer) -> [Double] {
            var subtree: [Double] = []
            for child in children(layer) where below[ObjectIdentifier(child)] == nil {
                subtree += collect(child) + events(child) + child.clock.changeGlobals.filter { $0 > start }
            }
            below[ObjectIdentifier(layer)] = subtree
            return subtree
        }
        _ = collect(root)
        var nodes: [ObjectIdentifier: Node] = [:]
        func build(_ layer: CALayer, parent: CALayer?) {
            let id = ObjectIdentifier(layer)
            guard nodes[id] == nil else { return }
            let known = nodes
            func parentTime(_ t: Double) -> Double { Self.parentTime(parent, t, known, outside) }
            let instants = events(layer) + (below[id] ?? [])
            nodes[id] = Node(clock: PausedClockEvents(history: layer.clock.history(on: parentTime),
                                                      eventTimes: instants.map(parentTime)),
                             parent: parent, instants: [start] + instants + layer.clock.changeGlobals.filter { $0 > start })
            for child in children(layer) { build(child, parent: layer) }
        }
        build(root, parent: nil)
        self.nodes = nodes
    }

    /// The layer's clock as the Scene plays it (see `PausedClockEvents`), its changes in its superlayer's recorded
    /// time.
    func timing(_ layer: CALayer) -> LayerTiming {
        nodes[ObjectIdentifier(layer)]?.clock.history ?? layer.clockHistory
    }

    /// The layer's time at global time `t` as the Scene plays it: within a pause, a little earlier before each later
    /// event of the paused subtree.
    func localTime(_ layer: CALayer, _ t: Double) -> Double { Self.localTime(layer, t, nodes, outside) }

    /// The recorded time of the clock `layer`'s runs in, at global time `t`.
    func parentTime(_ layer: CALayer, _ t: Double) -> Double {
        guard let node = nodes[ObjectIdentifier(layer)] else {
            return (layer.timeParent ?? layer.formerSuperlayer)?.historicalLocalTime(t) ?? t
        }
        return Self.parentTime(node.parent, t, nodes, outside)
    }

    /// The layer times at which `layer`'s recorded clock reads earlier than the layer's time then (through its own
    /// pause or a superlayer's), in increasing order.
    func earlyReadings(_ layer: CALayer) -> [EarlyReading] {
        var instants: Set<Double> = []
        var current: CALayer? = layer
        while let clockLayer = current, let node = nodes[ObjectIdentifier(clockLayer)] {
            instants.formUnion(node.instants)
            current = node.parent
        }
        let readings: [Reading] = instants.sorted().compactMap { t in
            let recorded = localTime(layer, t), shown = layer.historicalLocalTime(t)
            // Steps early, not a rounding (the resume's), nor a clock the recording keys differently (seed 287).
            let step = PausedClockEvents.step(at: shown), early = abs(shown - recorded)
            return early > step / 1000 && early < step * 1000 ? (recorded, shown, t) : nil
        }
        // Sorted stably: of two instants read alike (a superlayer's resume a rounding low takes a paused sublayer
        // back to an earlier reading, grammar seed 635), the first keeps the interval.
        return Self.intervals(readings.enumerated().sorted { ($0.element.recorded, $0.offset) < ($1.element.recorded, $1.offset) }
            .map(\.element))
    }

    /// Readings (in increasing order) as intervals: one below the layer's time reaches from itself halfway up to it
    /// and no further than the next, one above from halfway down, so that a reading of the resume (QA1673's
    /// arithmetic leaves it a few ulps off the paused time) or an exact one stays outside; runs with one time merge.
    private static func intervals(_ readings: [Reading]) -> [EarlyReading] {
        var out: [EarlyReading] = []
        for (recorded, shown, instant) in readings {
            let halfway = recorded + (shown - recorded) / 2
            var times = recorded < shown ? recorded..<halfway : halfway.nextUp..<recorded.nextUp
            if let last = out.last, last.times.upperBound > times.lowerBound {
                if last.times.lowerBound < last.shown, last.times.lowerBound < times.lowerBound {
                    out[out.count - 1].times = last.times.lowerBound..<times.lowerBound
                } else {
                    times = min(last.times.upperBound, times.upperBound)..<times.upperBound
                }
            }
            guard !times.isEmpty else { continue }
            if let last = out.last, last.shown == shown, last.times.upperBound == times.lowerBound {
                out[out.count - 1].times = last.times.lowerBound..<times.upperBound
                out[out.count - 1].since = min(last.since, instant)
            } else {
                out.append(EarlyReading(times: times, shown: shown, since: instant))
            }
        }
        return out
    }

    private static func localTime(_ layer: CALayer, _ t: Double, _ nodes: [ObjectIdentifier: Node],
                                  _ outside: CALayer?) -> Double {
        guard let node = nodes[ObjectIdentifier(layer)] else { return layer.historicalLocalTime(t) }
        return node.clock.history.localTime(parentTime(node.parent, t, nodes, outside))
    }

    private static func parentTime(_ parent: CALayer?, _ t: Double, _ nodes: [ObjectIdentifier: Node],
                                   _ outside: CALayer?) -> Double {
        guard let parent else { return outside?.historicalLocalTime(t) ?? t }
        return localTime(parent, t, nodes, outside)
    }
}
#endif
