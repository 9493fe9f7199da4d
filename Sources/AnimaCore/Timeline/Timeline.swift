/// A scene compiled once for fast sampling: the layer tree flattened, key paths resolved, values checked.
///
/// `sample(at:into:)` does no heap allocation for the common value kinds (numbers, points, sizes, rects, colours,
/// transforms); path morphs and gradient arrays allocate their results.
public struct Timeline: Sendable {
    /// The scene this timeline was compiled from.
    public let scene: Scene
    /// Pre-order layer tree with model properties: the presentation when nothing animates.
    let base: Presentation
    /// Per layer, the clock of the layer.
    let layerTimings: [LayerTiming]
    /// Whether any layer on the path to the root (itself included) has its own clock.
    let hasOwnClock: [Bool]
    /// Per layer, its top-level animations as a range of `animations`.
    let layerAnimations: [Range<Int>]
    /// Indices of layers that have animations.
    let animatedLayers: [Int]
    /// Per layer, the transform's parts in the model (for `transform.*` animations).
    let modelParts: [TransformComponents]
    /// Every animation; a group's children are a contiguous range.
    let animations: [CompiledAnimation]

    /// Compiles `scene`, throwing the first problem found (the JSON decoder reports all of them with file paths).
    public init(_ scene: Scene) throws(TimelineError) {
        var builder = TimelineBuilder()
        try builder.addLayers(scene.layers, parent: nil, depth: 0)
        self.scene = scene
        base = Presentation(time: 0, layers: builder.layers)
        layerTimings = builder.timings
        hasOwnClock = builder.hasOwnClock
        layerAnimations = builder.layerAnimations
        animatedLayers = layerAnimations.indices.filter { !builder.layerAnimations[$0].isEmpty }
        modelParts = builder.layers.indices.map { i in
            builder.usesTransformParts[i] ? TransformComponents(builder.layers[i].properties.transform) : TransformComponents()
        }
        animations = builder.animations
    }

    /// The presentation of every layer at scene time `t`.
    public func sample(at t: Double) -> Presentation {
        var p = base
        sample(at: t, into: &p)
        return p
    }

    /// Fills `presentation` with the state at scene time `t`, reusing its storage (pass one from `sample(at:)`).
    public func sample(at t: Double, into presentation: inout Presentation) {
        if presentation.layers.count != base.layers.count { presentation = base }
        presentation.time = t
        for i in animatedLayers {
            var state = SampleState(properties: base.layers[i].properties)
            let local = localTime(ofLayer: i, sceneTime: t)
            for a in layerAnimations[i] { apply(a, parentTime: local, layer: i, to: &state) }
            presentation.layers[i].properties = state.finish()
        }
    }

    /// The layer's own time at scene time `t`, through the clocks of its superlayers.
    func localTime(ofLayer i: Int, sceneTime t: Double) -> Double {
        guard hasOwnClock[i] else { return t }
        var parentTime = t
        if let parent = base.layers[i].parent { parentTime = localTime(ofLayer: parent, sceneTime: t) }
        return layerTimings[i].localTime(parentTime)
    }

    private func apply(_ index: Int, parentTime: Double, layer: Int, to state: inout SampleState) {
        let a = animations[index]
        guard let s = a.timing.state(atParentTime: parentTime, ignoresRemoval: a.isChild) else { return }
        let value: Value
        switch a.kind {
        case .group(let children):
            for child in children { apply(child, parentTime: s.time, layer: layer, to: &state) }
            return
        case .basic(let basic):
            let f = a.timingFunction.map { $0(s.progress) } ?? s.progress
            value = rangeValue(basic, a, state: &state, layer: layer, fraction: f, iteration: s.iteration)
        case .spring(let basic, let spring):
            value = rangeValue(basic, a, state: &state, layer: layer, fraction: spring.value(at: s.time), iteration: s.iteration)
        case .keyframe(let kf):
            let p = kf.isPaced ? s.progress : (a.timingFunction.map { $0(s.progress) } ?? s.progress)
            var (v, angle) = kf.value(at: p)
            if a.isCumulative, s.iteration > 0, let first = kf.values.first, let last = kf.values.last,
               let delta = last.subtracting(first)?.scaled(by: s.iteration) {
                v = v.adding(delta)
            }
            value = v
            if let angle { state.pathRotation = angle }
        }
        let result = a.isAdditive ? state.read(a.key, modelParts: modelParts[layer]).adding(value) : value
        state.write(result, to: a.key, modelParts: modelParts[layer])
    }

    private func rangeValue(_ basic: BasicAnimation, _ a: CompiledAnimation, state: inout SampleState, layer: Int,
                            fraction f: Double, iteration: Double) -> Value {
        // Additive animations interpolate their own values; the underlying value is added afterwards.
        let underlying = a.isAdditive ? a.key.zeroValue : state.read(a.key, modelParts: modelParts[layer])
        let (start, end) = basic.range(underlying: underlying)
        var v = start.interpolated(to: end, f)
        if a.isCumulative, iteration > 0, let delta = end.subtracting(start)?.scaled(by: iteration) {
            v = v.adding(delta)
        }
        return v
    }
}

/// One layer's properties while its animations are applied, with the transform split into parts when needed.
struct SampleState {
    var properties: LayerProperties
    var parts: TransformComponents?
    var pathRotation: Double?
    /// Whether a whole-matrix animation replaced the model transform (then the model's parts no longer apply).
    var transformChanged = false

    init(properties: LayerProperties) { self.properties = properties }

    /// The underlying value of `key`.
    mutating func read(_ key: PropertyKey, modelParts: TransformComponents) -> Value {
        if key.isTransformComponent { return currentParts(modelParts)[key] }
        if key == .transform { flushParts() }
        return properties[key]
    }

    mutating func write(_ value: Value, to key: PropertyKey, modelParts: TransformComponents) {
        if key.isTransformComponent {
            var p = currentParts(modelParts)
            p[key] = value
            parts = p
        } else {
            if key == .transform { parts = nil; transformChanged = true }
            properties[key] = value
        }
    }

    /// The parts, taken from the model's precomputed ones unless a whole-matrix animation changed the transform.
    private mutating func currentParts(_ modelParts: TransformComponents) -> TransformComponents {
        if let parts { return parts }
        let p = transformChanged ? TransformComponents(properties.transform) : modelParts
        parts = p
        return p
    }

    private mutating func flushParts() {
        if let p = parts { properties.transform = p.matrix; parts = nil }
    }

    mutating func finish() -> LayerProperties {
        flushParts()
        if let angle = pathRotation { properties.transform = Transform3D.rotation(angle).concatenating(properties.transform) }
        return properties
    }
}

extension PropertyKey {
    /// The value that adding changes nothing (additive animations start from it).
    var zeroValue: Value {
        switch valueKind {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .color: .color(.clear)
        case .transform: .transform(.identity)
        case .path: .path(Path())
        case .colors: .colors([])
        case .numbers: .numbers([])
        case .bool: .bool(false)
        }
    }
}
