#if !canImport(Darwin)
import AnimaCore
import Foundation

/// Records a view or layer tree from now on, and turns what happened into an AnimaCore `Scene`.
///
/// Sampling the Scene with `Timeline` at time t gives what `presentation()` showed at the recording's start + t:
/// model changes become held basic animations at their commit times, beneath every real animation; animations keep
/// their own timing and are clipped (by a wrapping group) to the interval they were attached, so replaced, removed
/// and completion-chained animations replay as they ran.
@MainActor
public struct AnimaRecording {
    private let root: CALayer
    private let startTime: Double
    private let startSequence: Int
    private let startModels: [ObjectIdentifier: LayerProperties]
    /// The layers at the start, to report those removed before the Scene is made.
    private let startLayers: [ObjectIdentifier: String]

    /// Starts recording the tree under `root`'s layer.
    public init(root: UIView) { self.init(root: root.layer) }

    /// Starts recording the tree under `root`.
    public init(root: CALayer) {
        self.root = root
        startTime = CACurrentMediaTime()
        startSequence = ChangeSequence.current
        var models: [ObjectIdentifier: LayerProperties] = [:]
        var names: [ObjectIdentifier: String] = [:]
        Self.walk(root) {
            models[ObjectIdentifier($0)] = $0.modelValues
            names[ObjectIdentifier($0)] = $0.displayName
        }
        startModels = models
        startLayers = names
    }

    /// A white canvas the size of the root layer's bounds: the Scene's canvas when none is given.
    public var rootCanvas: Scene.Canvas {
        Scene.Canvas(width: Double(root.bounds.width), height: Double(root.bounds.height))
    }

    /// The Scene from the recording's start to `AnimaClock.now`; problems go to `AnimaDiagnostics`.
    ///
    /// A layer removed from the tree during the recording (a removal transition's view once its animation is over,
    /// a view removed in a completion) is kept where it was, with its animations, and hidden from the instant it left.
    public func scene(canvas: Scene.Canvas) -> Scene {
        let end = CACurrentMediaTime()
        let current = allLayers(root)
        let present = Set(current.map(ObjectIdentifier.init))
        for (id, name) in startLayers where !present.contains(id) {
            AnimaDiagnostics.report(layer: name, "removed from the tree during the recording in a way it cannot follow (a mask set to nil); it is missing throughout")
        }
        let clocks = RecordedClocks(root: root, since: startTime, children: { layer in
            (layer.mask.map { [($0, nil)] } ?? []) + children(of: layer).map { ($0.layer, $0.departure) }
        }, events: events(of:))
        let identityClocks = current.allSatisfy { recordedTiming($0, clocks).isIdentity }
        var ids = RecordedIDs(live: Set(Self.allLayersNow(root).compactMap { $0.name ?? $0.viewIdentifier }))
        let layer = record(root, indexPath: "0", identityClocks: identityClocks, isRoot: true, end: end, clocks: clocks,
                           ids: &ids)
        if root.attachments.contains(where: { $0.animation is CATransition && $0.attachedGlobal >= startTime }) {
            AnimaDiagnostics.report(layer: root.displayName, "a transition on the recorded root has nowhere to draw its before; record a superview")
        }
        return Scene(canvas: canvas, timeline: Scene.TimelineSettings(duration: max(end - startTime, 1.0 / 60)),
                     layers: [layer], comment: "Recorded by AnimaUIKit")
    }

    // MARK: Layers

    /// The ids given so far, and those of the layers in the tree now (which a removed layer's copy must not take).
    private struct RecordedIDs {
        var used: Set<String> = []
        let live: Set<String>
    }

    /// A sublayer as the recording plays it: one in the tree now, or one that left during the recording.
    private struct Child {
        let layer: CALayer
        let departure: Departure?
    }

    /// The sublayers now, with those that left during the recording put back at the index they left from (the
    /// earliest first, so later indexes count them).
    private func children(of layer: CALayer) -> [Child] {
        var out = (layer.sublayers ?? []).map { Child(layer: $0, departure: nil) }
        for departure in layer.departures where departure.sequence > startSequence {
            out.insert(Child(layer: departure.layer, departure: departure), at: min(departure.index, out.count))
        }
        return out
    }

    private func record(_ layer: CALayer, indexPath: String, identityClocks: Bool, isRoot: Bool, end: Double,
                        clocks: RecordedClocks, ids: inout RecordedIDs, departure: Departure? = nil,
                        removedSuffix: String? = nil, leftGlobal: Double? = nil) -> Layer {
        var proposed = layer.name ?? layer.viewIdentifier ?? indexPath
        var suffix = removedSuffix
        // A layer that left keeps its id unless a layer in the tree now has it (the view inserted again, or this
        // layer itself elsewhere) or an earlier removal took it: then it is `id~removed`, `id~removed2`, …, and so
        // are the ids of its sublayers that collide.
        let collides = ids.live.contains(proposed) || ids.used.contains(proposed)
        if departure != nil, collides || layer.superlayer != nil {
            var n = 1
            var tail = "~removed"
            while ids.used.contains(proposed + tail) { n += 1; tail = "~removed\(n)" }
            suffix = tail
            proposed += tail
        } else if let suffix, collides {
            proposed += suffix
        }
        let id = uniqueID(proposed, &ids.used, layer)
        // With identity clocks every layer's time is global time, so times shift to the scene's; otherwise the
        // root's clock absorbs the shift and layer times stay as they are.
        let shift = identityClocks ? startTime : 0
        var timing = recordedTiming(layer, clocks)
        if isRoot && !identityClocks { timing = Self.shifted(timing, by: startTime) }
        let (base, since, tracks) = modelHistory(layer, clocks, shift: shift, end: end, departure: departure)
        var animations = tracks
        let early = clocks.earlyReadings(layer)
        // A layer that left the tree (or is in a subtree that did) shows nothing from then on, hidden where it was.
        let left = departure?.time ?? leftGlobal
        for attached in layer.attachments
        where attached.sequence > since || attached.removedGlobal.map({ $0 > startTime }) ?? true {
            animations += replay(attached, on: layer, clocks, early: early, shift: shift, end: end, left: left)
        }
        let mask = layer.mask.map {
            record($0, indexPath: "\(indexPath).mask", identityClocks: identityClocks, isRoot: false, end: end,
                   clocks: clocks, ids: &ids, removedSuffix: suffix, leftGlobal: left)
        }
        var sublayers: [Layer] = []
        for (i, child) in children(of: layer).enumerated() {
            let clocks = clocks.placed(child.departure)
            var live = record(child.layer, indexPath: "\(indexPath).\(i)", identityClocks: identityClocks, isRoot: false,
                              end: end, clocks: clocks, ids: &ids, departure: child.departure, removedSuffix: suffix,
                              leftGlobal: left)
            let replays = transitions(of: child.layer, live: &live, shift: shift)
            var earlier = unanimatedSegments(of: child.layer, live: &live, shift: shift, departure: child.departure)
            if let departure = child.departure {
                let gone = Self.hidden(from: clocks.localTime(child.layer, departure.time) - shift)
                for k in earlier.indices { earlier[k].add(gone) }
                live.add(gone)
            }
            sublayers += replays.filter(\.isBelow).map(\.before) + earlier + [live]
                + replays.filter { !$0.isBelow }.map(\.before)
        }
        return Layer(id: id, kind: type(of: layer).layerKind, properties: base, timing: timing, sublayers: sublayers,
                     animations: animations, mask: mask)
    }

    /// The layer's clock as the Scene plays it: the settings in force when the recording began, and each change
    /// made since (QA1673's pause and resume) from the superlayer time it was made at; changes made at the very start
    /// are folded into the settings.
    private func recordedTiming(_ layer: CALayer, _ clocks: RecordedClocks) -> LayerTiming {
        let history = clocks.timing(layer)
        let startParent = clocks.parentTime(layer, startTime)
        var timing = history.settings(atParentTime: startParent)
        timing.changes = history.changes.filter { $0.time > startParent }
        return timing
    }

    /// The global times since the recording began at which something began or ended on `layer`, which its replay
    /// must show from that instant (`RecordedClocks`): model changes, animations added and removed, entering and
    /// leaving the tree.
    private func events(of layer: CALayer) -> [Double] {
        var events = layer.changes.filter { $0.sequence > startSequence }.map(\.global)
        for a in layer.attachments where a.attachedGlobal >= startTime {
            events.append(a.attachedGlobal)
            if let removed = a.removedGlobal { events.append(removed) }
        }
        if let entry = layer.treeEntry, entry.sequence > startSequence { events.append(entry.time) }
        for departure in layer.formerSuperlayer?.departures ?? [] where departure.layer === layer
            && departure.sequence > startSequence {
            events.append(departure.time)
        }
        return events
    }

    /// A root layer's clock on the Scene's time, which starts `start` seconds later than global time.
    private static func shifted(_ timing: LayerTiming, by start: Double) -> LayerTiming {
        var out = timing
        out.beginTime -= start
        out.changes = timing.changes.map { change in
            var c = change
            c.time -= start
            c.timing.beginTime -= start
            return c
        }
        return out
    }

    /// The properties at the start, the sequence number after which changes count, and the held animations that
    /// replay later model changes (a change at the very start is folded into the properties).
    private func modelHistory(_ layer: CALayer, _ clocks: RecordedClocks, shift: Double, end: Double,
                              departure: Departure?) -> (LayerProperties, Int, [Animation]) {
        var (base, since) = origin(of: layer, departure: departure)
        var tracks: [Animation] = []
        // Entered (or re-entered) the tree during the recording: hidden until then.
        let entry = departure.map { $0.entry?.time } ?? layer.treeEntry?.time
        if let entry, entry > startTime {
            tracks.append(hold(.isHidden, .bool(base.isHidden), at: clocks.localTime(layer, entry) - shift))
            base.isHidden = true
        }
        let startLocal = clocks.localTime(layer, startTime)
        for change in layer.changes where change.sequence > since {
            let local = clocks.localTime(layer, change.global)
            if local <= startLocal && tracks.isEmpty {
                base[change.key] = change.value
            } else {
                // A model value is on no clock: it shows whatever the layer's time, so also when a resume reads a
                // rounding below the paused time it was set at (0.4033 − (0.4033 − 0.0167) < 0.0167).
                let lowest = lowestLocal(layer, clocks, from: change.global, until: end)
                tracks.append(hold(change.key, change.value, at: min(local, lowest) - shift))
            }
        }
        base.adoptUnanimated(from: layer.modelValues)
        return (base, since, tracks)
    }

    /// The layer's values when the recording began (or when it entered the tree, if later; for a layer that left,
    /// the tree it left) and the sequence number after which its changes count.
    private func origin(of layer: CALayer, departure: Departure? = nil) -> (properties: LayerProperties, since: Int) {
        if let start = startModels[ObjectIdentifier(layer)] { return (start, startSequence) }
        if let departure {
            return (departure.entryModel ?? layer.modelValues, departure.entry?.sequence ?? startSequence)
        }
        return (layer.entryModel ?? layer.modelValues, layer.treeEntry?.sequence ?? startSequence)
    }

    /// A model value from `time` on: a basic animation from the value to itself that holds forwards.
    private func hold(_ key: PropertyKey, _ value: Value, at time: Double) -> Animation {
        Animation.basic(key, from: value, to: value, duration: 1).beginTime(time).keepsFinalState()
    }

    // MARK: Animations

    /// The attached animation as the Scene must play it: as is when it shows exactly while attached, otherwise in
    /// groups that clip it to the interval it was on the layer.
    ///
    /// Over a pause's early readings (`RecordedClocks`) it shows what it showed at the layer's time then, where
    /// that differs: 10⁻¹¹ s earlier it may be in another iteration, before a discrete key time or a group child's
    /// begin, or still running where it had ended (grammar seeds 861, 2460, 13679, 14722).
    private func replay(_ attached: AttachedAnimation, on layer: CALayer, _ clocks: RecordedClocks,
                        early: [RecordedClocks.EarlyReading], shift: Double, end: Double,
                        left: Double?) -> [Animation] {
        guard var core = attached.core else { return [] }
        let startLocal = clocks.localTime(layer, startTime)
        // Added while its clock (or a superlayer's) was paused, it shows from the recording's reading then, a little
        // early (`RecordedClocks`), but keeps its own begin: every value it shows is the one of the paused time.
        // A clock that reads lower later while it is attached (QA1673's resume, 0.57 − (0.57 − 0.1) =
        // 0.09999999999999998, below the paused time 0.1 of its add) still shows it: `presentation()` knows no add
        // time, only the layer's time.
        // Only the readings while it is in the tree count: once it has left, the Scene keeps it on its old
        // superlayer's clock, which may read far lower than the clock it really ran on (grammar seed 56990: resumed
        // at the instant it left, under a superlayer paused again).
        let leaving = left.flatMap { $0 <= attached.removedGlobal ?? end && $0 > attached.attachedGlobal ? $0 : nil }
        let attachedLocal = lowestLocal(layer, clocks, from: attached.attachedGlobal,
                                        until: leaving ?? attached.removedGlobal ?? end, leaving: leaving != nil)
        let from = max(attachedLocal, startLocal)
        let until = attached.removedGlobal.map { clocks.localTime(layer, $0) }
        // The layer's time once every change of the instant it was added was made: what `presentation()` showed.
        let shownLocal = clocks.shownTime(layer, attached.attachedGlobal)
        // Over then, it showed nothing: the recorded clock may read a little before its end then.
        if core.timing.isRemovedOnCompletion && layer.hasReachedEnd(attached, atLocalTime: shownLocal) { return [] }
        // Removed at its end, or kept without a forwards fill, it shows nothing from its end on: the clip ends there
        // too, since the clipping group's child would end inclusively (showing its last value at the end instant).
        let showsAfterEnd = !core.timing.isRemovedOnCompletion && core.timing.fillMode.fillsForwards
        let natural = showsAfterEnd ? .infinity : core.timing.endTime
        let last = min(until ?? .infinity, clocks.localTime(layer, end) + 3600)
        // Over every early reading while attached it shows what it showed at the layer's time then, where that is
        // not what it shows at the reading (grammar seeds 13679, 16181: a discrete key time at the paused time;
        // 14722, 15583: a group's child begun at the paused time of the group's add; 4115, 8747: paused again a
        // rounding below the begin of an animation added at the paused time).
        let pauses = early.filter {
            $0.times.upperBound > from && $0.times.lowerBound < last
                && Self.jumps(core, on: layer.modelValues, from: $0.times.lowerBound, to: $0.shown)
        }
        let begin = core.timing.beginTime
        // Running at the instant it was added, it shows its begin's value at the pause's early readings.
        let holdsBegin = from < begin && begin <= shownLocal && !core.timing.fillMode.fillsBackwards
        // Before it was attached it showed nothing: a backwards fill or an earlier begin would show something.
        var needsClip = from > startLocal && (begin < from || (begin > from && core.timing.fillMode.fillsBackwards))
            || holdsBegin || !pauses.isEmpty
        if from > startLocal && begin == from && core.timing.fillMode.fillsBackwards {
            core.timing.fillMode = core.timing.fillMode.fillsForwards ? .forwards : .removed
        }
        if let until, until < natural { needsClip = true }
        guard needsClip else {
            core.timing.beginTime -= shift
            return [core]
        }
        let stop = min(last, natural)
        // Inside a group a duration of 0 means the group's; on its own it means Core Animation's default.
        core.timing.duration = core.timing.effectiveDuration
        // Before it was attached it showed nothing, also at a reading a rounding below its first (grammar seed 75252).
        let floor = clocks.highestReading(layer, before: attached.attachedGlobal, below: from)
        guard !pauses.isEmpty else {
            guard stop > from else { return [] }
            return Self.clipped(core, from: from, to: stop, shift: shift, holdingBegin: holdsBegin ? begin : nil,
                                above: floor)
        }
        var clips: [Animation] = []
        var lower = from
        for pause in pauses {
            let upper = min(pause.times.lowerBound, stop)
            if upper > lower { clips += Self.clipped(core, from: lower, to: upper, shift: shift, above: floor) }
            lower = max(lower, pause.times.upperBound)
            // Nothing when it showed nothing then (over, or before its begin without a backwards fill).
            let low = max(pause.times.lowerBound, from), high = min(pause.times.upperBound, last)
            if high > low, attached.timing.state(atParentTime: pause.shown) != nil {
                clips.append(Self.frozen(core, at: pause.shown, from: low, to: high, shift: shift))
            }
        }
        if stop > lower { clips += Self.clipped(core, from: lower, to: stop, shift: shift, above: floor) }
        return clips
    }

    /// Whether `core` on a layer with `model` values shows, at layer time `to`, something else than at `from`: a
    /// value at one of them only, or a value more than 10⁻⁶ away from the other's. That is a jump in between (a begin,
    /// an end, an iteration boundary, a discrete key time, a step, a group child's begin or end), which the 10⁻¹¹ s
    /// or so of an early reading's smooth motion never is. Shown or not is told apart by the timing, not by the
    /// probe's values: `model` is the model now, which may hold the very value the animation showed before its end
    /// (grammar seed 139407: a fade kept after its end at the paused time showed 0 at the early readings where
    /// `presentation()` showed the model's 1, set to 0 later in the pause).
    private static func jumps(_ core: Animation, on model: LayerProperties, from: Double, to: Double) -> Bool {
        guard (core.timing.state(atParentTime: from) == nil) == (core.timing.state(atParentTime: to) == nil),
              let timeline = try? Timeline(layer: Layer(id: "probe", properties: model, animations: [core])),
              let before = timeline.sample(at: from)["probe"], let after = timeline.sample(at: to)["probe"] else {
            return true
        }
        return PropertyKey.allCases.contains { before[$0].distance(to: after[$0]) > 1e-6 }
    }

    /// `core` (timed in its layer's time) shown over the layer times `from..<to` only; with `begin`, holding its
    /// begin's value before it (`beginHold`). `floor`: a time the clock read before, at which it must show nothing.
    private static func clipped(_ core: Animation, from exactFrom: Double, to exactTo: Double, shift: Double,
                                holdingBegin begin: Double? = nil, above floor: Double? = nil) -> [Animation] {
        var child = core
        child.timing.beginTime -= shift
        // Not down to the grid when that reaches an earlier reading: a stand's readings a rounding apart (grammar
        // seed 75252: 0.09999999999999999 before the add, 0.1 at it, and 0.0999999999994543 on the grid).
        let grid = onGrid(exactFrom - shift)
        let from = grid > (floor ?? -.infinity) - shift ? grid : exactFrom - shift, to = exactTo - shift
        let held = begin.flatMap { beginHold(child, from: from, to: to, begin: $0 - shift) }.map { [$0] } ?? []
        // A window that runs from below 0 to above it is two: only from 0 up is the layer's time passed on exactly.
        guard from < 0, to > 0 else { return held + [window(child, from: from, to: to)] }
        return held + [window(child, from: from, to: 0), window(child, from: 0, to: to)]
    }

    /// A group showing `core` (timed in the Scene's layer time) over the layer times `from..<to` only.
    ///
    /// From `from` ≥ 0 the group begins at `from` and adds it back as its `timeOffset`, one iteration long enough
    /// never to wrap: its time is (t − from) + from, which is t itself where t − from is exact (every t below 2¹² s
    /// from a `from` on the grid, `onGrid`; t ≤ 2 · from from any other), so `core` keeps its own begin and its time
    /// is t − begin, the very sum `presentation()` makes. A clip that shifted `core`'s begin instead summed
    /// (t − from) − (begin − from), which rounds apart from t − begin where t − from leaves t's binade: a clip from
    /// −11 · 2⁻⁴⁰ turns 0.9999999999999999 into 1.0, the next iteration (grammar seed 57923). Below 0, where t − from
    /// may leave t's binade, the window still shifts the begin: the layer times a clip has reached there in the
    /// grammar's programs are a pause's early readings of a time within steps of 0.
    private static func window(_ core: Animation, from: Double, to: Double) -> Animation {
        guard from < 0 else {
            return Animation.group([core], duration: to).beginTime(from).timeOffset(from).repeatDuration(to - from)
        }
        var child = core
        child.timing.beginTime -= from
        return Animation.group([child], duration: to - from).beginTime(from)
    }

    /// `t` rounded down to a multiple of 2⁻⁴⁰ s (less than a tenth of an early reading's step): a window's begin
    /// from which every later layer time below 2¹² s differs exactly (`window`).
    private static func onGrid(_ t: Double) -> Double {
        let scale = 0x1p40
        return abs(t) < 0x1p12 ? (t * scale).rounded(.down) / scale : t
    }

    /// `core` showing over the layer times `from..<to` what it shows at the layer's time `t`: in a group that stands
    /// still (speed 0: its time is 0 throughout, `t` for `core`).
    private static func frozen(_ core: Animation, at t: Double, from: Double, to: Double, shift: Double) -> Animation {
        var child = core
        child.timing.beginTime -= t
        let standing = Animation.group([child], duration: 1).speed(0)
        return Animation.group([standing], duration: to - from).beginTime(from - shift)
    }

    /// `core` (timed in the Scene's layer time) filled backwards over the early readings of the pause it was added
    /// in, from `from` up to half a step (`RecordedClocks.step`) before its begin, within its clip (`from..<to`):
    /// there it shows its begin's value, as at the paused time. Not after: QA1673's resume may read a rounding below
    /// the paused time (0.57 − (0.57 − 0.1) = 0.09999999999999998), before the begin, where `presentation()` shows no
    /// value of it (grammar seeds 287, 4400). Beside the clip, which shows nothing there (before the begin, no
    /// backwards fill); removed within the pause, it ends with the clip (grammar seed 48249).
    private static func beginHold(_ core: Animation, from: Double, to: Double, begin: Double) -> Animation? {
        let holdEnd = min(begin - RecordedClocks.step(at: begin) / 2, to)
        guard holdEnd > from else { return nil }
        var filled = core
        filled.timing.fillMode = core.timing.fillMode.fillsForwards ? .both : .backwards
        return window(filled, from: from, to: holdEnd)
    }

    /// The lowest time the recorded clock of `layer` reads from global time `start` to `stop` through changes of its
    /// clock or of one above it (between them it runs forwards or stands): a superlayer's resume reads a rounding
    /// below the paused time (grammar seed 26585). At a change the reading counts no lower than the layer's time
    /// then: a stand's step early there is the replay's, which `presentation()` never showed (grammar seed 635).
    private func lowestLocal(_ layer: CALayer, _ clocks: RecordedClocks, from start: Double,
                             until stop: Double, leaving: Bool = false) -> Double {
        // Leaving the tree at `stop`, it shows nothing at that instant: neither the reading then nor the clock
        // changes made then count.
        let changes = clocks.clockChanges(through: layer).filter { $0 > start && ($0 < stop || $0 == stop && !leaving) }
        let readings = (leaving ? [start] : [start, stop]).map { clocks.localTime(layer, $0) }
            + changes.map { max(clocks.localTime(layer, $0), clocks.shownTime(layer, $0)) }
        return readings.filter { !$0.isNaN }.min() ?? clocks.localTime(layer, start)
    }

    // MARK: Unanimated changes

    /// Copies of `live` (subtree and animations included) that show its unanimated values (an image, a string, a
    /// style) as they were before each change during the recording, each visible until the next change; `live`,
    /// with the last values, is hidden until the first. Animations cannot carry these values, so the recording swaps
    /// whole layers at the instants they changed.
    private func unanimatedSegments(of layer: CALayer, live: inout Layer, shift: Double,
                                    departure: Departure?) -> [Layer] {
        let (initial, since) = origin(of: layer, departure: departure)
        let changes = layer.unanimatedChanges.filter { $0.sequence > since }
        let startLocal = layer.historicalLocalTime(startTime)
        let instants = Set(changes.map(\.local).filter { $0 > startLocal }).sorted()
        guard let first = instants.first else { return [] }
        var segments: [Layer] = []
        var from: Double?
        for (k, instant) in instants.enumerated() {
            var model = initial
            for change in changes where change.local < instant { change.apply(&model) }
            var segment = live.mapped { $0.id += "~\(k + 1)" }
            segment.properties.adoptUnanimated(from: model)
            if let from { segment.add(Self.hidden(before: from - shift)) }
            segment.add(Self.hidden(from: instant - shift))
            segments.append(segment)
            from = instant
        }
        live.add(Self.hidden(before: first - shift))
        return segments
    }

    /// Whether `id` names a copy the recording made: a transition's `~before…` or an earlier look's `~1`, `~2`, ….
    static func isCopy(_ id: String) -> Bool {
        guard let tilde = id.lastIndex(of: "~") else { return false }
        let tail = id[id.index(after: tilde)...]
        return tail.hasPrefix("before") || (!tail.isEmpty && tail.allSatisfy(\.isNumber))
    }

    /// Hides a layer from `time` on.
    private static func hidden(from time: Double) -> Animation {
        Animation.basic(.isHidden, from: .bool(true), to: .bool(true), duration: 1).beginTime(time).keepsFinalState()
    }

    /// Hides a layer before `time`.
    private static func hidden(before time: Double) -> Animation {
        let span = 1e6
        return Animation.basic(.isHidden, from: .bool(true), to: .bool(true), duration: span).beginTime(time - span)
            .fillMode(.backwards)
    }

    // MARK: Transitions

    /// The transitions added to `layer` during the recording, as still copies beside it; their incoming motion is
    /// added to `live`.
    private func transitions(of layer: CALayer, live: inout Layer, shift: Double) -> [TransitionReplay] {
        var replays: [TransitionReplay] = []
        for attached in layer.attachments where attached.attachedGlobal >= startTime {
            guard let transition = attached.animation as? CATransition else { continue }
            let begin = attached.timing.beginTime - shift
            var duration = attached.timing.duration > 0 ? attached.timing.duration : 0.25
            if let removed = attached.removedGlobal { duration = min(duration, layer.historicalLocalTime(removed) - shift - begin) }
            guard duration > 0 else { continue }
            let suffix = replays.isEmpty ? "~before" : "~before\(replays.count + 1)"
            // The old look is the one committed before the transition was added, even when it begins later.
            let source = beforeSource(live, of: layer, before: attached.attachedGlobal)
            guard let replay = TransitionReplay(transition, added: attached.attachedLocal - shift, begin: begin,
                                                duration: duration, live: source, suffix: suffix) else { continue }
            for a in replay.incoming { live.add(a) }
            replays.append(replay)
        }
        return replays
    }

    /// `recorded` (the Layer recorded for `layer`) with each layer's values as they stood just before global time
    /// `t`: the unanimated ones (images, text, styles) rebuilt from their changes before `t`, and, when `t` is the
    /// recording's start (whose first-instant changes are folded into the start values), all as they began.
    private func beforeSource(_ recorded: Layer, of layer: CALayer, before t: Double, departure: Departure? = nil) -> Layer {
        var out = recorded
        var (model, since) = origin(of: layer, departure: departure)
        if t <= startTime, startModels[ObjectIdentifier(layer)] != nil { out.properties = model }
        let local = layer.historicalLocalTime(t)
        for change in layer.unanimatedChanges where change.sequence > since && change.local < local { change.apply(&model) }
        out.properties.adoptUnanimated(from: model)
        if let mask = layer.mask, let recordedMask = recorded.mask { out.mask = beforeSource(recordedMask, of: mask, before: t) }
        var remaining = children(of: layer)[...]
        out.sublayers = recorded.sublayers.map { sub in
            guard !Self.isCopy(sub.id), let child = remaining.popFirst() else { return sub }
            return beforeSource(sub, of: child.layer, before: t, departure: child.departure)
        }
        return out
    }

    // MARK: Ids and walking

    private func uniqueID(_ proposed: String, _ ids: inout Set<String>, _ layer: CALayer) -> String {
        guard ids.contains(proposed) else { ids.insert(proposed); return proposed }
        var n = 2
        while ids.contains("\(proposed)-\(n)") { n += 1 }
        AnimaDiagnostics.report(layer: proposed, "two layers share this id; the later one is recorded as '\(proposed)-\(n)'")
        ids.insert("\(proposed)-\(n)")
        return "\(proposed)-\(n)"
    }

    /// Every layer the recording plays: the tree now and the subtrees that left it during the recording.
    private func allLayers(_ layer: CALayer) -> [CALayer] {
        [layer] + (layer.mask.map(allLayers) ?? []) + children(of: layer).flatMap { allLayers($0.layer) }
    }

    /// Every layer in the tree now.
    private static func allLayersNow(_ root: CALayer) -> [CALayer] {
        var all: [CALayer] = []
        walk(root) { all.append($0) }
        return all
    }

    private static func walk(_ layer: CALayer, _ body: (CALayer) -> Void) {
        body(layer)
        if let mask = layer.mask { walk(mask, body) }
        for child in layer.sublayers ?? [] { walk(child, body) }
    }
}
#endif

#if !canImport(Darwin)
extension CALayer {
    /// The layer's values as AnimaCore's `LayerProperties` (for a presentation copy, what is on screen): what a
    /// recording is checked against.
    public var animaProperties: LayerProperties { modelValues }
}
#endif
