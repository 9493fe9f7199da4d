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
            let times = (events(layer) + (below[id] ?? [])).map(parentTime)
            nodes[id] = Node(clock: PausedClockEvents(history: layer.clock.history(on: parentTime), eventTimes: times),
                             parent: parent)
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
