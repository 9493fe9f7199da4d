import AnimaCore

/// Turns a scene's animations into `element.animate()` calls by the Core Animation → Web Animations mapping:
/// repeats → iterations (doubled and alternating with autoreverse), beginTime → delay (not scaled by speed),
/// duration / speed → duration, timeOffset → iterationStart, fill (removed-on-completion ends a forwards fill),
/// timing function → effect easing, per-segment functions → keyframe easing, springs → `linear()`, discrete →
/// step-end, paced → computed offsets, paths → `offset-path`; a group's children become one animation each on the
/// group's timing, their own timing unrolled into keyframes over the group's duration; a cumulative animation's
/// repeats are unrolled into one iteration whose keyframes climb by the amount each repeat adds; a subtree whose
/// layer clock repeats or changes partway (a recorded pause) is sampled from the engine at the frame rate.
struct WebAnimationPlanner {
    private(set) var animations: [WebAnimation] = []
    private(set) var warnings: [ExportWarning] = []

    /// Whether animation-wide timing functions go into the keyframes (CSS animations have no effect easing).
    var foldsEffectEasing = false
    /// The scene's duration: how far an endlessly repeating cumulative animation is unrolled.
    var horizon = 0.0
    /// The compiled scene, sampled for subtrees whose clock no Web Animations timing expresses.
    private var timeline: Timeline?
    /// The most repeats one cumulative animation is unrolled into (each adds its keyframes to the page).
    static let maxUnrolledRepeats = 1_000

    /// Plans every animation of `timeline`'s scene.
    static func plan(_ timeline: Timeline, foldingEffectEasing: Bool = false) -> WebAnimationPlanner {
        var planner = WebAnimationPlanner()
        planner.timeline = timeline
        planner.foldsEffectEasing = foldingEffectEasing
        planner.horizon = timeline.scene.timeline.duration
        // A paused layer shows the same frame at every scene time; one sample gives it.
        let frozen = timeline.sample(at: 0)
        for layer in timeline.scene.layers { planner.visit(layer, clock: (1, 0), frozen: frozen) }
        planner.passOpacities(timeline.scene)
        return planner
    }

    /// Each layer under transform layers takes the opacity animations of the one that animates it, or, with several,
    /// their product sampled (`PassedOpacity`).
    private mutating func passOpacities(_ scene: Scene) {
        let plan = PassedOpacity.plan(scene)
        // Sampled once for every layer whose run animates more than one opacity.
        let sampled = plan.contains { !$0.passed.sampled.isEmpty } ? sampledFrames() : nil
        for (id, passed) in plan {
            if let source = passed.source {
                animations += animations.filter { $0.layerID == source }.compactMap { $0.passingOpacity(to: id) }
            } else if !passed.sampled.isEmpty, let (times, frames) = sampled {
                let duration = timeline?.scene.timeline.duration ?? 0
                let keyframes = zip(times, frames).map { t, frame in
                    let value = NumberText.format(passed.product(in: frame))
                    return WebAnimation.Keyframe(offset: duration > 0 ? t / duration : 0,
                                                 properties: [(WebProperty.name("to"), value)], isAdditive: false,
                                                 easing: "linear")
                }
                animations.append(WebAnimation(layerID: id, name: "sampled-passed-opacity", target: .layer,
                                               keyframes: keyframes, timing: Self.sampledTiming(duration)))
            }
        }
    }

    /// The scene sampled at its frame rate over its duration (at most `maxSampledFrames`), with the sample times.
    private func sampledFrames() -> (times: [Double], frames: [Presentation])? {
        guard let timeline else { return nil }
        let settings = timeline.scene.timeline
        let n = Swift.max(1, Swift.min(Int((settings.duration * settings.fps).rounded(.up)), Self.maxSampledFrames))
        let times = (0...n).map { settings.duration * Double($0) / Double(n) }
        var presentation = timeline.sample(at: 0)
        var frames: [Presentation] = []
        for t in times {
            timeline.sample(at: t, into: &presentation)
            frames.append(presentation)
        }
        return (times, frames)
    }

    /// The timing of an animation sampled over the scene's `duration` (seconds), holding its ends.
    private static func sampledTiming(_ duration: Double) -> WebTiming {
        var timing = WebTiming()
        timing.duration = duration * 1000
        timing.fill = "both"
        return timing
    }

    /// `clock` maps scene time to the layer's parent time: local = scene × k + c.
    private mutating func visit(_ layer: Layer, clock: (k: Double, c: Double), frozen: Presentation) {
        let t = layer.timing
        if !t.isLinear || !t.changes.isEmpty {
            // No Web Animations timing repeats a subtree's clock or changes it partway (a recorded pause).
            sampleSubtree(layer)
            return
        }
        let local = (k: clock.k * t.speed, c: (clock.c - t.beginTime) * t.speed + t.timeOffset)
        if local.k == 0 && !layer.animations.isEmpty {
            // Paused (speed 0, usually with a timeOffset): every animated property holds its value at that offset.
            freeze(layer, at: frozen)
        } else if local.k < 0 && !layer.animations.isEmpty {
            warn(layer.id, nil, "the layer's clock is paused or reversed (speed \(t.speed)); its animations are not exported")
        } else {
            let legs = LegCurveBuilder(model: layer.properties)
            for (i, a) in layer.animations.enumerated() { plan(a, index: i, layer: layer, clock: local, legs: legs) }
        }
        for sub in layer.sublayers { visit(sub, clock: local, frozen: frozen) }
    }

    /// Every property animated in `layer`'s subtree, sampled from the engine at the scene's frame rate over its
    /// duration (linear between frames, holding the last): for a layer clock that repeats or changes partway.
    private mutating func sampleSubtree(_ layer: Layer) {
        guard let settings = timeline?.scene.timeline, let (times, frames) = sampledFrames() else { return }
        let timing = Self.sampledTiming(settings.duration)
        for l in layer.allLayers {
            if WebPageWriter.togglesModelMatrix(l) {
                let keyframes = zip(times, frames).compactMap { t, frame in
                    frame[l.id].map { p in
                        Self.modelMatrixKeyframe(offset: settings.duration > 0 ? t / settings.duration : 0,
                                                 shows: p.transform == l.properties.transform)
                    }
                }
                animations.append(WebAnimation(layerID: l.id, name: "sampled-parts", target: .layer,
                                               keyframes: keyframes, timing: timing))
            }
            for key in Self.animatedKeys(l) where key != .path && supported(key, layer: l.id) {
                let keyframes = zip(times, frames).compactMap { t, frame -> WebAnimation.Keyframe? in
                    guard let p = frame[l.id] else { return nil }
                    return WebAnimation.Keyframe(offset: settings.duration > 0 ? t / settings.duration : 0,
                                                 properties: WebCSS.properties(key, p[key]), isAdditive: false,
                                                 easing: "linear")
                }
                animations.append(WebAnimation(layerID: l.id, name: "sampled-\(key.keyPath)", target: .layer,
                                               keyframes: keyframes, timing: timing))
            }
        }
    }

    /// The most frames one sampled subtree takes (a 60 fps scene of 5 minutes).
    static let maxSampledFrames = 18_000

    /// The key paths `layer`'s animations (and their groups' children) write, in order of first appearance.
    private static func animatedKeys(_ layer: Layer) -> [PropertyKey] {
        var keys: [PropertyKey] = []
        func collect(_ a: Animation) {
            if let k = a.keyPath, !keys.contains(k) { keys.append(k) }
            a.children.forEach(collect)
        }
        layer.animations.forEach(collect)
        return keys
    }

    /// One constant animation per property the paused `layer` animates, holding the value it shows.
    private mutating func freeze(_ layer: Layer, at frozen: Presentation) {
        guard let properties = frozen[layer.id] else { return }
        let keys = Self.animatedKeys(layer)
        var timing = WebTiming()
        timing.duration = 1
        timing.fill = "both"
        for key in keys where key != .path && supported(key, layer: layer.id) {
            let values = WebCSS.properties(key, properties[key])
            let frames = [0.0, 1].map { WebAnimation.Keyframe(offset: $0, properties: values, isAdditive: false, easing: "linear") }
            animations.append(WebAnimation(layerID: layer.id, name: "paused-\(key.keyPath)", target: .layer,
                                           keyframes: frames, timing: timing))
        }
        if WebPageWriter.togglesModelMatrix(layer) {
            let shows = properties.transform == layer.properties.transform
            let frames = [0.0, 1].map { Self.modelMatrixKeyframe(offset: $0, shows: shows) }
            animations.append(WebAnimation(layerID: layer.id, name: "paused-parts", target: .layer, keyframes: frames,
                                           timing: timing))
        }
    }

    /// A keyframe of `--anima-wm`: whether a collapsed model matrix shows (no animation of its parts shows).
    private static func modelMatrixKeyframe(offset: Double, shows: Bool) -> WebAnimation.Keyframe {
        WebAnimation.Keyframe(offset: offset, properties: [(WebProperty.name("wm"), shows ? "1" : "0")],
                              isAdditive: false, easing: "linear")
    }

    private mutating func plan(_ a: Animation, index: Int, layer: Layer, clock: (k: Double, c: Double),
                               legs: LegCurveBuilder) {
        let name = a.key ?? "animation\(index)"
        guard var timing = webTiming(a.timing, clock: clock, layer: layer.id, keyPath: a.keyPath?.keyPath) else { return }
        if WebPageWriter.togglesModelMatrix(layer), a.keyPaths.contains(where: \.isTransformComponent) {
            // While the animation shows, the collapsed model matrix gives way to the parts.
            let frames = [0.0, 1].map { Self.modelMatrixKeyframe(offset: $0, shows: false) }
            animations.append(WebAnimation(layerID: layer.id, name: name + "-parts", target: .layer, keyframes: frames,
                                           timing: timing))
        }
        if case .group = a.content {
            var flattener = GroupFlattener(layer: layer, legs: legs)
            let leaves = flattener.leaves(of: a, name: name)
            warnings += flattener.warnings
            for (key, curve, childName) in leaves where supported(key, layer: layer.id) {
                let frames = keyframes(curve, key: key, layer: layer, legs: legs)
                animations.append(WebAnimation(layerID: layer.id, name: childName, target: key == .path ? .path : .layer,
                                               keyframes: frames, timing: timing))
            }
            return
        }
        guard let key = a.keyPath, supported(key, layer: layer.id) else { return }
        if case .keyframe(let k) = a.content, let path = k.path {
            if a.isCumulative && timing.iterations > 1 {
                warn(layer.id, key.keyPath, "isCumulative along a path is not exported; each repeat restarts")
            }
            animations.append(pathAnimation(path, k, additive: a.isAdditive, layer: layer, name: name, timing: timing))
            return
        }
        if a.isCumulative, timing.iterations > 1,
           let unrolled = cumulative(a, key: key, name: name, layer: layer, clock: clock, legs: legs, timing: timing) {
            animations.append(unrolled)
            return
        }
        let (curve, effect) = legs.leg(a, folded: foldsEffectEasing)
        timing.easing = WebCSS.easing(effect)
        animations.append(WebAnimation(layerID: layer.id, name: name, target: key == .path ? .path : .layer,
                                       keyframes: keyframes(curve, key: key, layer: layer, legs: legs), timing: timing))
    }

    /// A cumulative animation as one iteration over its whole active time (browsers do not implement Web
    /// Animations' `iterationComposite: "accumulate"`): its repeats unrolled, iteration n raised by n × (last − first).
    /// Endless repeats are unrolled to the scene's end and then hold, with a warning; nil (with a warning, each repeat
    /// restarting) when there are more than `maxUnrolledRepeats`.
    private mutating func cumulative(_ a: Animation, key: PropertyKey, name: String, layer: Layer,
                                     clock: (k: Double, c: Double), legs: LegCurveBuilder,
                                     timing: WebTiming) -> WebAnimation? {
        let t = a.timing
        let d = t.effectiveDuration
        let leg = legs.cumulativeReady(legs.leg(a, folded: true).curve, key: key)
        var active = t.activeDuration
        if !active.isFinite {
            // Whole repeats up to the scene's end in the animation's own time.
            let untilEnd = (horizon * clock.k + clock.c - t.beginTime) * t.speed
            active = Swift.max((untilEnd / t.cycleDuration).rounded(.up), 1) * t.cycleDuration
            warn(layer.id, key.keyPath, "repeats forever and accumulates; the page unrolls it to the scene's end and then holds")
        }
        let holds = !t.activeDuration.isFinite
        guard active.isFinite, active / d <= Double(Self.maxUnrolledRepeats) else {
            warn(layer.id, key.keyPath, "isCumulative is unrolled only up to \(Self.maxUnrolledRepeats) repeats; each repeat restarts")
            return nil
        }
        let l0 = t.timeOffset, l1 = l0 + active
        let pieces = PeriodCurveBuilder.unrolledLegs(leg, timing: t, from: l0, to: l1,
                                                     delta: PeriodCurveBuilder.cumulativeDelta(of: leg),
                                                     limit: Self.maxUnrolledRepeats * 2 + 2)
        let curve = Curve(keys: pieces.flatMap(\.keys)).remapped { ($0 - l0) / active }
        var w = timing
        w.duration = active / (t.speed * clock.k) * 1000
        w.iterations = 1
        w.alternate = false
        w.iterationStart = 0
        w.easing = "linear"
        if holds { w.fill = t.fillMode.fillsBackwards ? "both" : "forwards" }
        return WebAnimation(layerID: layer.id, name: name, target: key == .path ? .path : .layer,
                            keyframes: keyframes(curve, key: key, layer: layer, legs: legs), timing: w)
    }

    private mutating func keyframes(_ curve: Curve, key: PropertyKey, layer: Layer,
                                    legs: LegCurveBuilder) -> [WebAnimation.Keyframe] {
        var c = curve
        if !c.hasPlainComposite {
            warn(layer.id, key.keyPath, "starts from a changing underlying value partway; the model value is used there")
            c = Curve(keys: c.keys.map { $0.hasPlainComposite ? $0 : $0.resolved(underlying: layer.properties[key]) })
        }
        var last = 0.0
        // A position written over a path replaces the path's point (Core Animation applies the later animation of
        // `position` over the earlier): the element leaves the path while this animation sets its position.
        let leavesPath = key == .position && WebPageWriter.ridesPath(layer)
        return c.keys.map { k in
            let offset = Swift.min(Swift.max(k.offset, last), 1)
            last = offset
            let additive = k.underlyingWeight == 1
            let offPath = leavesPath && !additive ? [("offsetPath", "none"), (WebProperty.name("pa"), "1")] : []
            return WebAnimation.Keyframe(offset: offset, properties: WebCSS.properties(key, k.value) + offPath,
                                         isAdditive: additive, easing: WebCSS.easing(k.easing))
        }
    }

    /// The motion along `path` as `offset-path`, which places the anchor (`transform-origin`, whatever the bounds
    /// and anchor point are at that time) at the path's point from the origin the element's `translate` gives it with
    /// `pa` 0: the superlayer's bounds origin, or, `additive`, the model position as well (an additive path adds its
    /// points to the position).
    private mutating func pathAnimation(_ path: Path, _ k: KeyframeAnimation, additive: Bool, layer: Layer, name: String,
                                        timing: WebTiming) -> WebAnimation {
        var timing = timing
        let p = layer.properties
        if k.rotationMode != nil, !Self.commutesWithTurn(layer) {
            warn(layer.id, "position", "the path's turn applies outside the layer's transform on the Web, where Core "
                 + "Animation turns the layer before its transform: with a skew, an uneven scale or a turn about x or y they differ")
        }
        let rotate = switch k.rotationMode { case .auto?: "auto"; case .autoReverse?: "reverse"; case nil: "0rad" }
        let fixed: [(String, String)] = [
            ("offsetPath", "path('\(path.svgPathData)')"), ("offsetRotate", rotate),
            (WebProperty.name("px"), NumberText.format(additive ? p.position.x : 0)),
            (WebProperty.name("py"), NumberText.format(additive ? p.position.y : 0)),
            (WebProperty.name("pa"), "0"),
        ]
        var distances: [Double] = [0, 1]
        var easings = ["linear"]
        if k.calculationMode == .paced || k.calculationMode == .cubicPaced {
            timing.easing = "linear"
        } else {
            warn(layer.id, "position", "a path with key times moves by arc length within each segment on the Web")
            let measure = PathMeasure(path)
            let segments = measure.segmentCount
            let times = k.keyTimes ?? LegCurveBuilder.even(segments + 1)
            distances = (0...segments).map { i in
                i == 0 ? 0 : (0..<i).reduce(0) { $0 + Self.segmentLength(measure, $1) } / Swift.max(measure.length, 1e-12)
            }
            easings = (0..<segments).map { i in WebCSS.easing(Easing(k.timingFunctions.flatMap { i < $0.count ? $0[i] : nil })) }
            let frames = zip(times, distances).enumerated().map { i, pair in
                WebAnimation.Keyframe(offset: pair.0, properties: fixed + [("offsetDistance", NumberText.format(pair.1 * 100) + "%")],
                                      isAdditive: false, easing: i < easings.count ? easings[i] : "linear")
            }
            return WebAnimation(layerID: layer.id, name: name, target: .layer, keyframes: frames, timing: timing)
        }
        let frames = [0.0, 1.0].map { d in
            WebAnimation.Keyframe(offset: d, properties: fixed + [("offsetDistance", NumberText.format(d * 100) + "%")],
                                  isAdditive: false, easing: "linear")
        }
        return WebAnimation(layerID: layer.id, name: name, target: .layer, keyframes: frames, timing: timing)
    }

    /// Whether the layer's transform (model and animated) is a turn about z, an even scale and a translation, which
    /// commute with the path's turn (CSS turns with the path outside the transform, Core Animation inside it).
    static func commutesWithTurn(_ layer: Layer) -> Bool {
        let t = layer.properties.transform, parts = TransformComponents(t)
        let uneven: Set<PropertyKey> = [.transform, .scaleX, .scaleY, .rotationX, .rotationY]
        return !t.skews && parts.scaleX == parts.scaleY && parts.rotationX == 0 && parts.rotationY == 0
            && parts.perspective == SIMD4(0, 0, 0, 1) && WebPageWriter.animatedKeys(layer).isDisjoint(with: uneven)
    }

    private static func segmentLength(_ m: PathMeasure, _ i: Int) -> Double {
        var total = 0.0, previous = m.position(inSegment: i, at: 0).point
        for j in 1...64 {
            let next = m.position(inSegment: i, at: Double(j) / 64).point
            total += previous.distance(to: next); previous = next
        }
        return total
    }

    private mutating func supported(_ key: PropertyKey, layer: String) -> Bool {
        switch key {
        case .zPosition, .isHidden, .colors, .locations, .startPoint, .endPoint, .boundsOrigin:
            warn(layer, key.keyPath, "animating \(key.keyPath) is not exported to the Web page; the model value stays")
            return false
        case _ where key == .sublayerTransform || key.isSublayerTransformComponent:
            // Carried by the sampled @keyframes of the element that wraps the sublayers (`WebMaskCSS`).
            return false
        default:
            return true
        }
    }

    /// The mapping table of timing-anchors.md §3.2, with the layer clock composed in.
    private mutating func webTiming(_ t: MediaTiming, clock: (k: Double, c: Double), layer: String,
                                    keyPath: String?) -> WebTiming? {
        guard t.speed > 0 else {
            warn(layer, keyPath, "speed \(t.speed) cannot be expressed without scaling the delay; not exported")
            return nil
        }
        let d = t.effectiveDuration
        var w = WebTiming()
        w.delay = (t.beginTime - clock.c) / clock.k * 1000
        w.duration = d / (t.speed * clock.k) * 1000
        let legs = t.autoreverses ? 2.0 : 1
        if t.repeatDuration > 0 { w.iterations = t.repeatDuration / d }
        else if t.repeatCount >= Double(Float.greatestFiniteMagnitude) { w.iterations = .infinity }
        else { w.iterations = (t.repeatCount > 0 ? t.repeatCount : 1) * legs }
        w.alternate = t.autoreverses
        w.iterationStart = t.timeOffset / d
        let forwards = t.fillMode.fillsForwards && !t.isRemovedOnCompletion
        switch (t.fillMode.fillsBackwards, forwards) {
        case (true, true): w.fill = "both"
        case (true, false): w.fill = "backwards"
        case (false, true): w.fill = "forwards"
        case (false, false): w.fill = "none"
        }
        return w
    }

    private mutating func warn(_ layer: String, _ keyPath: String?, _ message: String) {
        warnings.append(ExportWarning(layerID: layer, keyPath: keyPath, message: message))
    }
}
