#if !canImport(Darwin)
import AnimaCore

/// Every recorded layer's clock as the Scene plays it, worked out from the root down.
///
/// A model value is not on the layer's clock: a change made while the layer's time stands still (its own QA1673 pause,
/// speed 0 and `timeOffset` its time then, or a superlayer's) shows at once in `presentation()`. A Scene can only
/// replay it as an animation on the layer's time, so every change of the pause would show from its start. The
/// recording therefore lets a standing clock read a little earlier before each later event of the layer or its
/// subtree (model changes, animations added and removed, clock changes): with n event instants until the layer's
/// time runs again, it reads its time − (n − 1)·step at the first, … and exactly its time at the last (a step early
/// there too when an event falls on the instant it runs again), so each event's held value or animation begins at
/// its own instant and nothing after the pause moves. The step is 10⁻¹¹ of the time (at least 10⁻¹¹ s): far above
/// the rounding of a time and far below what a frame can show.
///
/// Each layer's readings are worked out on its own time (Core Animation's rule, `LayerTiming`, through the settings
/// in force at each global instant: the sum `presentation()` makes), and only then put on its superlayer's clock as
/// recorded: a paused superlayer reads a distinct time at each event of its subtree, so each of the layer's readings
/// gets its own key there.
@MainActor
struct RecordedClocks {
    /// A layer's clock as recorded, and the layer whose clock it runs in (nil for the root).
    private struct Node {
        /// The settings as the Scene plays them, each change from its superlayer's recorded time.
        let timing: LayerTiming
        let parent: CALayer?
        /// The global times since the start at which the clock's recorded reading may change: its changes, and the
        /// events of the layer and its subtree.
        let instants: [Double]
        /// When the layer or one above left the tree at this place (infinity if it is in the tree there now): from
        /// then on it is read with the settings it had just before (`replayedTime`).
        let gone: Double
    }

    /// A recorded reading, the layer's time then, and the global instant.
    private typealias Reading = (recorded: Double, shown: Double, instant: Double)

    /// Layer times the recorded clock reads early within a pause, around one reading or a run of readings, and the
    /// layer's time at those instants: what `presentation()` showed then.
    struct EarlyReading {
        /// The recorded readings, reaching from the lowest halfway to `shown` (past the highest, never to it).
        var times: Range<Double>
        /// The layer's time at those instants.
        let shown: Double
        /// The first of those instants (global time).
        var since: Double
    }

    private var nodes: [ObjectIdentifier: Node]
    /// The clocks of the subtrees kept where they left a superlayer while the layer has another place (it is in the
    /// tree now, or it left another superlayer later), by that departure's sequence: a copy runs in the clock of the
    /// superlayer it left, not in the one of the layer's other place.
    private let copies: [Int: [ObjectIdentifier: Node]]
    /// The recorded root, whose clock runs in its superlayer's time as it was (unrecorded).
    private let root: CALayer

    /// The clocks of `root` and of every layer `children` gives below it (masks, sublayers, and layers that left with
    /// their departure), where `events` gives the global times since `start` at which something began or ended on a
    /// layer, which its replay must show from that instant. From the instant a layer left a superlayer its time is
    /// its own clock on global time (or its new superlayer's), and its clock changes are made on that time, not on
    /// the superlayer's whose clock the replay keeps it on (hidden from then on), so the layer and its sublayers are
    /// read there from then on with the settings they had just before it left (`replayedTime`): their time runs or
    /// stands as it did then, and each later event still gets a reading of its own, above every reading while they
    /// showed (seed 17134: an animation added below a paused layer after it left began at a reading from before it
    /// left; 88474: a resume at the instant it left).
    init(root: CALayer, since start: Double, children: (CALayer) -> [(layer: CALayer, departure: Departure?)],
         events: (CALayer) -> [Double]) {
        self.root = root
        // The events of each layer's subtree below it, its sublayers' clock changes among them: a standing clock
        // above must read a later time from each on.
        var below: [ObjectIdentifier: [Double]] = [:]
        func collect(_ layer: CALayer) -> [Double] {
            var subtree: [Double] = []
            for (child, _) in children(layer) where below[ObjectIdentifier(child)] == nil {
                subtree += collect(child) + events(child) + child.clock.changeGlobals.filter { $0 > start }
            }
            below[ObjectIdentifier(layer)] = subtree
            return subtree
        }
        _ = collect(root)
        var nodes: [ObjectIdentifier: Node] = [:]
        var copies: [Int: [ObjectIdentifier: Node]] = [:]
        /// `clocksAbove`: the clocks of the layer's superlayers (its time stands while any of them is paused), each
        /// with the global time from which its settings are frozen; `above`: the global instants at which they
        /// change; `gone`: when the layer or one above left this place; `copy`: the copy it is in (`copies`).
        func build(_ layer: CALayer, parent: CALayer?, clocksAbove: [(clock: LayerClock, until: Double)],
                   above: [Double], gone: Double, copy: Int?) {
            let id = ObjectIdentifier(layer)
            // Written without closures: one made here would be main-actor isolated and could not read these.
            let built: Node? = if let copy { copies[copy]?[id] } else { nodes[id] }
            guard built == nil else { return }
            var known = nodes
            if let copy, let kept = copies[copy] { known.merge(kept) { $1 } }
            let clock = layer.clock
            let changes = clock.changeGlobals.filter { $0 > start && $0 < gone }
            let ownEvents = events(layer) + (below[id] ?? [])
            let path = clocksAbove + [(clock, gone)]
            let stands = { (t: Double) in path.contains { $0.clock.isPaused(atGlobal: t, frozenFrom: $0.until) } }
            let shown = Self.shownTime(clock, gone: gone, parent: parent, nodes: known, root: root)
            let timing = Self.timing(layer, since: start, gone: gone, shownTime: shown, events: Set(ownEvents),
                                     boundaries: above + changes, stands: stands,
                                     on: (parent: parent, nodes: known, root: root))
            let node = Node(timing: timing, parent: parent, instants: [start] + ownEvents + changes, gone: gone)
            if let copy { copies[copy, default: [:]][id] = node } else { nodes[id] = node }
            for (child, departure) in children(layer) {
                build(child, parent: layer, clocksAbove: path, above: above + changes,
                      gone: min(gone, departure?.time ?? .infinity),
                      copy: departure.flatMap { Self.isCopy($0) ? $0.sequence : nil } ?? copy)
            }
        }
        build(root, parent: nil, clocksAbove: [], above: [], gone: .infinity, copy: nil)
        self.nodes = nodes
        self.copies = copies
    }

    /// Whether the subtree kept where `departure` took its layer is a copy: the layer is in the tree now, or it left
    /// another superlayer later.
    private static func isCopy(_ departure: Departure) -> Bool {
        let layer = departure.layer
        return layer.timeParent != nil
            || layer.formerSuperlayer?.departures.last(where: { $0.layer === layer })?.sequence != departure.sequence
    }

    /// The clocks as the subtree kept where `departure` took its layer reads them: its copy's (`copies`), if any.
    func placed(_ departure: Departure?) -> RecordedClocks {
        guard let departure, let copy = copies[departure.sequence] else { return self }
        var out = self
        out.nodes = nodes.merging(copy) { $1 }
        return out
    }

    /// `layer`'s clock on its superlayer's recorded time (`parentTime` of `superlayer`, read through the clocks
    /// worked out so far): the settings in force while its time runs (none made from `gone` on), and, while it
    /// stands (`stands`), readings of `shownTime` stepped early before each later event.
    private static func timing(_ layer: CALayer, since start: Double, gone: Double, shownTime: (Double) -> Double,
                               events: Set<Double>, boundaries: [Double], stands: (Double) -> Bool,
                               on superlayer: (parent: CALayer?, nodes: [ObjectIdentifier: Node], root: CALayer))
        -> LayerTiming {
        let clock = layer.clock
        var out = clock.settings(atGlobal: start, frozenFrom: gone)
        let instants = Set([start] + events.filter { $0 > start } + boundaries.filter { $0 > start }).sorted()
        let clockChanges = Set(clock.changeGlobals)
        func set(_ settings: LayerTiming, at global: Double) {
            let key = parentTime(superlayer.parent, global, superlayer.nodes, superlayer.root)
            guard key.isFinite else { return }
            // A superlayer resumed reads a rounding below its last paused reading: the later settings win.
            while let last = out.changes.last, last.time >= key { out.changes.removeLast() }
            out.changes.append(LayerTimingChange(time: key, timing: settings))
        }
        var k = 0
        var previous: Double?
        while k < instants.count {
            let t = instants[k]
            let shown = shownTime(t)
            guard stands(t), shown.isFinite else {
                if k == 0 || clockChanges.contains(t) || previous == nil || stands(instants[k - 1]) {
                    set(clock.settings(atGlobal: t, frozenFrom: gone), at: t)
                }
                previous = shown.isFinite ? shown : nil
                k += 1
                continue
            }
            // The run of instants over which the layer's time stands: a reading at each, events and clock changes
            // (its own or a superlayer's: paused again, or resumed below a pause, the layer's time may move by a
            // rounding, as QA1673's resume's 0.57 − (0.57 − 0.1) = 0.09999999999999998, which the readings after it
            // must follow).
            var end = k + 1
            while end < instants.count, stands(instants[end]) { end += 1 }
            let readings = instants[k..<end]
            let count = readings.count + (end < instants.count && events.contains(instants[end]) ? 1 : 0)
            let step = Self.step(at: shown, count: count, above: previous)
            for (m, instant) in readings.enumerated() {
                let early = Double(count - 1 - m) * step
                set(LayerTiming(speed: 0, timeOffset: shownTime(instant) - early), at: instant)
            }
            previous = readings.last.map(shownTime)
            k = end
        }
        return out
    }

    /// The step of a stand at `paused` with `count` readings: 10⁻¹¹ of the time (at least 10⁻¹¹ s), or less when
    /// `count` of them would read below the reading before it (`floor`), which the clock had passed.
    private static func step(at paused: Double, count: Int, above floor: Double?) -> Double {
        let step = step(at: paused)
        guard let floor, count > 0 else { return step }
        let room = (paused - floor) / Double(count)
        return room > 0 && room < step ? room : step
    }

    /// The step of a stand at `paused` when there is room for it: 10⁻¹¹ of the time, at least 10⁻¹¹ s.
    static func step(at paused: Double) -> Double { 1e-11 * max(1, abs(paused)) }

    /// The layer's time at global time `t` as `presentation()` showed it while it was in the tree at its place;
    /// from the instant it or a layer above left it, as the replay reads it (`replayedTime`).
    func shownTime(_ layer: CALayer, _ t: Double) -> Double { Self.replayedTime(layer, t, nodes, root) }

    /// The layer's time at global time `t` at its place in the Scene: the sum `presentation()` made while it was in
    /// the tree there (`historicalLocalTime`), and from the instant it or a layer above left it, that sum with the
    /// settings it had just before. Out of the tree its time is its own clock on global time (or its new
    /// superlayer's), which a layer kept under a standing superlayer cannot follow; hidden from then on, it needs
    /// only a reading at each later event above every reading while it showed (grammar seed 88474: resumed out of
    /// the tree at the instant it left, read through a superlayer paused at 1.0 s as 1.0 − 2.27, below its paused 0).
    private nonisolated static func replayedTime(_ layer: CALayer, _ t: Double,
                                                 _ nodes: [ObjectIdentifier: Node], _ root: CALayer) -> Double {
        guard let node = nodes[ObjectIdentifier(layer)] else { return layer.historicalLocalTime(t) }
        return layer.clock.settings(atGlobal: t, frozenFrom: node.gone).localTime(outerTime(node.parent, t, nodes, root))
    }

    /// The time a layer with `clock`, read through `parent`, shows at a global time (made outside the main actor: a
    /// closure made in the initialiser would be main-actor isolated and could not take the layers it reads).
    private nonisolated static func shownTime(_ clock: LayerClock, gone: Double, parent: CALayer?,
                                              nodes: [ObjectIdentifier: Node], root: CALayer) -> (Double) -> Double {
        { t in clock.settings(atGlobal: t, frozenFrom: gone).localTime(outerTime(parent, t, nodes, root)) }
    }

    /// The time of `parent` at global time `t` as `replayedTime` reads it, or for none, the root's superlayer's.
    private nonisolated static func outerTime(_ parent: CALayer?, _ t: Double,
                                              _ nodes: [ObjectIdentifier: Node], _ root: CALayer) -> Double {
        guard let parent else { return root.timeParent(atGlobal: t)?.historicalLocalTime(t) ?? t }
        return replayedTime(parent, t, nodes, root)
    }

    /// The layer's clock as the Scene plays it, its changes in its superlayer's recorded time.
    func timing(_ layer: CALayer) -> LayerTiming {
        nodes[ObjectIdentifier(layer)]?.timing ?? layer.layerTiming
    }

    /// The layer's time at global time `t` as the Scene plays it: within a pause, a little earlier before each later
    /// event of the paused subtree.
    func localTime(_ layer: CALayer, _ t: Double) -> Double { Self.localTime(layer, t, nodes, root) }

    /// The recorded time of the clock `layer`'s runs in, at global time `t`.
    func parentTime(_ layer: CALayer, _ t: Double) -> Double {
        guard let node = nodes[ObjectIdentifier(layer)] else {
            return layer.timeParent(atGlobal: t)?.historicalLocalTime(t) ?? t
        }
        return Self.parentTime(node.parent, t, nodes, root)
    }

    /// The global times at which the clock of `layer` or of a layer above it changed.
    func clockChanges(through layer: CALayer) -> [Double] {
        var out: [Double] = []
        var current: CALayer? = layer
        while let clockLayer = current {
            out += clockLayer.clock.changeGlobals
            current = nodes[ObjectIdentifier(clockLayer)]?.parent
        }
        return out
    }

    /// The layer times at which `layer`'s recorded clock reads earlier than the layer's time then (through its own
    /// pause or a superlayer's), in increasing order.
    func earlyReadings(_ layer: CALayer) -> [EarlyReading] {
        let readings: [Reading] = readingInstants(layer).sorted().compactMap { t in
            let recorded = localTime(layer, t), shown = shownTime(layer, t)
            // Steps early, not a rounding (the resume's), nor a clock the recording keys differently (seed 287).
            let step = Self.step(at: shown), early = abs(shown - recorded)
            return early > step / 1000 && early < step * 1000 ? (recorded, shown, t) : nil
        }
        // Sorted stably: of two instants read alike (a superlayer's resume a rounding low can read as an earlier
        // reading did, grammar seed 635), the first keeps the interval.
        return Self.intervals(readings.enumerated().sorted { ($0.element.recorded, $0.offset) < ($1.element.recorded, $1.offset) }
            .map(\.element))
    }

    /// The highest time below `local` that the recorded clock of `layer` reads at an instant before global time
    /// `t`: where it stands from then on until its next reading.
    func highestReading(_ layer: CALayer, before t: Double, below local: Double) -> Double? {
        readingInstants(layer).filter { $0 < t }.map { localTime(layer, $0) }.filter { $0 < local }.max()
    }

    /// The global instants at which the recorded clock of `layer` takes a reading: those of its own clock and of
    /// every clock above it.
    private func readingInstants(_ layer: CALayer) -> Set<Double> {
        var instants: Set<Double> = []
        var current: CALayer? = layer
        while let clockLayer = current, let node = nodes[ObjectIdentifier(clockLayer)] {
            instants.formUnion(node.instants)
            current = node.parent
        }
        return instants
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
                                  _ root: CALayer) -> Double {
        guard let node = nodes[ObjectIdentifier(layer)] else { return layer.historicalLocalTime(t) }
        return node.timing.localTime(parentTime(node.parent, t, nodes, root))
    }

    private static func parentTime(_ parent: CALayer?, _ t: Double, _ nodes: [ObjectIdentifier: Node],
                                   _ root: CALayer) -> Double {
        guard let parent else { return root.timeParent(atGlobal: t)?.historicalLocalTime(t) ?? t }
        return localTime(parent, t, nodes, root)
    }
}
#endif
