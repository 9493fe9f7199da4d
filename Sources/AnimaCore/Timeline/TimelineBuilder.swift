/// Flattens a layer tree into the timeline's arrays, compiling and checking every animation on the way.
struct TimelineBuilder {
    var layers: [PresentedLayer] = []
    var layerTimings: [LayerTiming] = []
    var hasOwnClock: [Bool] = []
    var layerAnimations: [Range<Int>] = []
    var layerKeys: [Range<Int>] = []
    var animatedKeys: [PropertyKey] = []
    var animations: [CompiledAnimation] = []
    /// Per animation, its clock (parallel to `animations`).
    var timings: [MediaTiming] = []
    var keyframes: [CompiledKeyframes] = []
    var vectorKeyframes = VectorKeyframeTable()
    var generalBasics: [BasicAnimation] = []
    /// Vector-lane from/to/by and spring parameters, each distinct one (bit for bit) once.
    var vectorBasics: [VectorBasic] = []
    var springs: [Spring] = []
    private var vectorBasicSlots: [VectorBasic.BitPattern: Int] = [:]
    private var springSlots: [SIMD4<UInt64>: Int] = [:]
    /// Prepared timing functions, each distinct curve once; slot 0 is linear (no function).
    var timingTable = [PreparedTimingFunction(nil)]
    private var timingSlots: [TimingFunction: Int] = [:]
    private var ids: Set<String> = []

    mutating func addLayers(_ list: [Layer], parent: Int?, depth: Int, isMask: Bool = false) throws(TimelineError) {
        guard depth <= TimelineLimits.maxLayerDepth else {
            throw TimelineError(path: "", message: "sublayers nest deeper than \(TimelineLimits.maxLayerDepth) levels")
        }
        for (position, layer) in list.enumerated() {
            do {
                try addLayer(layer, parent: parent, depth: depth, isMask: isMask)
            } catch {
                // Unwinding from the innermost layer outwards: each level puts its position in front.
                var located = error
                located.layerPath.insert(isMask ? TimelineError.maskPosition : position, at: 0)
                if located.layerID == nil { located.layerID = layer.id }
                throw located
            }
        }
    }

    /// Flattens one layer and its subtree; errors carry only the member at fault until `addLayers` locates them.
    private mutating func addLayer(_ layer: Layer, parent: Int?, depth: Int, isMask: Bool) throws(TimelineError) {
        guard !layer.id.isEmpty else { throw TimelineError(path: "id", message: "must not be empty") }
        guard ids.insert(layer.id).inserted else {
            throw TimelineError(path: "id", message: "duplicate layer id \"\(layer.id)\"; ids must be unique")
        }
        try LayerCheck.check(layer, at: "")
        // Indices are stored in 32 bits (`CompiledAnimation.maxIndex`); no scene that fits in memory comes close.
        guard layers.count < CompiledAnimation.maxIndex,
              animatedKeys.count < CompiledAnimation.maxIndex - PropertyKey.allCases.count else {
            throw TimelineError(path: "", message: "the scene has more than \(CompiledAnimation.maxIndex) layers or keys")
        }
        let index = layers.count
        layers.append(PresentedLayer(id: layer.id, kind: layer.kind, parent: parent, subtreeEnd: index + 1,
                                     properties: layer.properties, isMask: isMask))
        layerTimings.append(layer.timing)
        hasOwnClock.append(!layer.timing.isIdentity || parent.map { hasOwnClock[$0] } ?? false)
        let range = try compile(layer.animations, isChild: false, depth: 0)
        layerAnimations.append(range)
        let keys = Set(layer.writtenKeys)
        let keyStart = animatedKeys.count
        animatedKeys += PropertyKey.allCases.filter(keys.contains)
        layerKeys.append(keyStart..<animatedKeys.count)
        var mask: Int? = nil
        if let m = layer.mask {
            mask = layers.count
            try addLayers([m], parent: index, depth: depth + 1, isMask: true)
        }
        try addLayers(layer.sublayers, parent: index, depth: depth + 1)
        let end = layers.count
        layers[index] = PresentedLayer(id: layer.id, kind: layer.kind, parent: parent, subtreeEnd: end,
                                       properties: layer.properties, mask: mask, isMask: isMask)
    }

    /// Compiles a list of sibling animations into a contiguous range; groups' children follow later in the array.
    private mutating func compile(_ list: [Animation], isChild: Bool, depth: Int) throws(TimelineError) -> Range<Int> {
        guard depth <= TimelineLimits.maxGroupDepth else {
            throw TimelineError(path: "animations", message: "groups nest deeper than \(TimelineLimits.maxGroupDepth) levels")
        }
        let start = animations.count
        guard start + list.count < CompiledAnimation.maxIndex else {
            throw TimelineError(path: "animations", message: "the scene has more than \(CompiledAnimation.maxIndex) animations")
        }
        // Reserve the siblings' slots first so they stay contiguous.
        let placeholder = CompiledAnimation(kind: .group, key: .opacity, timingSlot: 0, isAdditive: false,
                                            isCumulative: false, isChild: isChild)
        animations.append(contentsOf: repeatElement(placeholder, count: list.count))
        timings.append(contentsOf: repeatElement(MediaTiming(), count: list.count))
        for (i, animation) in list.enumerated() {
            do {
                timings[start + i] = animation.timing
                animations[start + i] = try compileOne(animation, at: "", isChild: isChild, depth: depth)
            } catch {
                var located = error
                located.animationPath.insert(i, at: 0)  // outer groups put their positions in front as it unwinds
                throw located
            }
        }
        return start..<(start + list.count)
    }

    private mutating func compileOne(_ a: Animation, at path: String, isChild: Bool,
                                     depth: Int) throws(TimelineError) -> CompiledAnimation {
        try TimingCheck.check(a.timing, at: path)
        var c = CompiledAnimation(kind: .group, key: .opacity, timingSlot: timingSlot(for: a.timingFunction),
                                  isAdditive: a.isAdditive, isCumulative: a.isCumulative, isChild: isChild)
        if case .group = a.content {
            c.children = try compile(a.resolvedChildren, isChild: true, depth: depth + 1)
            return c
        }
        guard let key = a.keyPath else { throw TimelineError(path: path + ".keyPath", message: "is required") }
        c.key = key
        c.write = VectorWrite(key)
        switch a.content {
        case .basic(let b):
            try checkBasic(b, key: key, at: path)
            c.kind = .basic
            store(b, in: &c)
        case .spring(let s):
            try checkBasic(s.values, key: key, at: path)
            try checkSpring(s.spring, at: path)
            c.kind = .spring
            c.spring = slot(of: s.spring)
            store(s.values, in: &c)
        case .keyframe(let kf):
            c.kind = .keyframe
            c.payload = keyframes.count
            let compiled = try KeyframeCompiler.compile(kf, key: key, at: path)
            keyframes.append(compiled)
            c.isPaced = compiled.isPaced
            if c.isVector && compiled.path == nil {
                let slots = compiled.timingFunctions.map { timingSlot(for: $0.function) }
                c.vectorKeyframes = vectorKeyframes.add(compiled, functionSlots: slots)
            }
        case .group:
            break
        }
        return c
    }

    /// The slot of `function` in the shared table, preparing it the first time it is seen.
    private mutating func timingSlot(for function: TimingFunction?) -> Int {
        guard let function, !function.isLinear else { return 0 }
        if let slot = timingSlots[function] { return slot }
        timingTable.append(PreparedTimingFunction(function))
        timingSlots[function] = timingTable.count - 1
        return timingTable.count - 1
    }

    /// Puts from/to/by in the vector-lane table (shared with equal animations) or the general side table.
    private mutating func store(_ b: BasicAnimation, in c: inout CompiledAnimation) {
        guard c.isVector else {
            c.payload = generalBasics.count
            generalBasics.append(b)
            return
        }
        var basic = VectorBasic()
        if let v = b.from?.vector { basic.from = v; basic.hasFrom = true }
        if let v = b.to?.vector { basic.to = v; basic.hasTo = true }
        if let v = b.by?.vector { basic.by = v; basic.hasBy = true }
        let bits = basic.bitPattern
        if let slot = vectorBasicSlots[bits] { c.payload = slot; return }
        vectorBasics.append(basic)
        vectorBasicSlots[bits] = vectorBasics.count - 1
        c.payload = vectorBasics.count - 1
    }

    /// The index of `spring` in the shared table, adding it the first time it is seen (bit for bit).
    private mutating func slot(of spring: Spring) -> Int {
        let bits = SIMD4(spring.mass.bitPattern, spring.stiffness.bitPattern, spring.damping.bitPattern,
                         spring.initialVelocity.bitPattern)
        if let slot = springSlots[bits] { return slot }
        springs.append(spring)
        springSlots[bits] = springs.count - 1
        return springs.count - 1
    }

    private func checkBasic(_ b: BasicAnimation, key: PropertyKey, at path: String) throws(TimelineError) {
        if let v = b.from { try ValueCheck.check(v, for: key, at: path + ".from") }
        if let v = b.to { try ValueCheck.check(v, for: key, at: path + ".to") }
        if let v = b.by { try ValueCheck.check(v, for: key, at: path + ".by") }
    }

    private func checkSpring(_ s: Spring, at path: String) throws(TimelineError) {
        for (name, v) in [("mass", s.mass), ("stiffness", s.stiffness)] where !(v > 0 && v.isFinite) {
            throw TimelineError(path: "\(path).\(name)", message: "must be a positive finite number, got \(v)")
        }
        guard s.damping >= 0, s.damping.isFinite else {
            throw TimelineError(path: path + ".damping", message: "must be a finite number ≥ 0, got \(s.damping)")
        }
        guard s.initialVelocity.isFinite else {
            throw TimelineError(path: path + ".initialVelocity", message: "must be finite")
        }
    }
}

/// Checks an animation's timing numbers.
enum TimingCheck {
    static func check(_ t: MediaTiming, at path: String) throws(TimelineError) {
        let finite: [(String, Double)] = [("beginTime", t.beginTime), ("duration", t.duration), ("speed", t.speed),
                                          ("timeOffset", t.timeOffset), ("repeatDuration", t.repeatDuration)]
        for (name, v) in finite where !v.isFinite {
            throw TimelineError(path: "\(path).\(name)", message: "must be a finite number, got \(v)")
        }
        guard t.duration >= 0 else { throw TimelineError(path: path + ".duration", message: "must not be negative") }
        guard t.repeatDuration >= 0 else { throw TimelineError(path: path + ".repeatDuration", message: "must not be negative") }
        guard !t.repeatCount.isNaN, t.repeatCount >= 0 else {
            throw TimelineError(path: path + ".repeatCount", message: "must be a number ≥ 0 or infinity")
        }
    }
}

/// Checks a layer's model numbers.
enum LayerCheck {
    /// The keys whose values are a colour or a list of colours (`instanceColor` and the gradient's `colors` included).
    static let colorKeys = PropertyKey.allCases.filter { $0.valueKind == .color || $0.valueKind == .colors }

    static func check(_ layer: Layer, at path: String) throws(TimelineError) {
        let p = layer.properties
        let numbers: [(String, Double)] = [
            ("zPosition", p.zPosition), ("opacity", p.opacity), ("cornerRadius", p.cornerRadius),
            ("borderWidth", p.borderWidth), ("shadowOpacity", p.shadowOpacity), ("shadowRadius", p.shadowRadius),
            ("lineWidth", p.lineWidth), ("miterLimit", p.miterLimit), ("strokeStart", p.strokeStart),
            ("strokeEnd", p.strokeEnd), ("lineDashPhase", p.lineDashPhase), ("contentsScale", p.contentsScale),
            ("fontSize", p.fontSize),
        ]
        for (name, v) in numbers where !v.isFinite {
            throw TimelineError(path: "\(path).\(name)", message: "must be a finite number, got \(v)")
        }
        // A NaN colour made in code would reach the exporters' hex colours, whose Int conversion traps.
        for key in colorKeys where !p[key].isFinite {
            throw TimelineError(path: "\(path).\(key.rawValue)", message: "must be finite (no NaN or infinity)")
        }
        try LayerTimingCheck.check(layer.timing, at: path)
        guard p.position.isFinite, p.bounds.isFinite, p.anchorPoint.isFinite, p.transform.isFinite else {
            throw TimelineError(path: path, message: "geometry (position, bounds, anchorPoint, transform) must be finite")
        }
        guard p.bounds.width >= 0, p.bounds.height >= 0 else {
            throw TimelineError(path: path + ".bounds", message: "width and height must not be negative")
        }
        try checkDepthAndReplication(p, at: path)
    }

    /// The 3D and replicator properties: finite matrices and numbers, an instance count within the limit.
    private static func checkDepthAndReplication(_ p: LayerProperties, at path: String) throws(TimelineError) {
        for (name, t) in [("sublayerTransform", p.sublayerTransform), ("instanceTransform", p.instanceTransform)]
        where !t.isFinite {
            throw TimelineError(path: "\(path).\(name)", message: "must be finite (no NaN or infinity)")
        }
        let numbers: [(String, Double)] = [
            ("instanceDelay", p.instanceDelay), ("instanceRedOffset", p.instanceRedOffset),
            ("instanceGreenOffset", p.instanceGreenOffset), ("instanceBlueOffset", p.instanceBlueOffset),
            ("instanceAlphaOffset", p.instanceAlphaOffset),
        ]
        for (name, v) in numbers where !v.isFinite {
            throw TimelineError(path: "\(path).\(name)", message: "must be a finite number, got \(v)")
        }
        try InstanceCountCheck.check(Double(p.instanceCount), at: path + ".instanceCount")
    }
}

/// Checks a replicator's instance count against Core Animation's meaning (≥ 0) and Anima's limit.
enum InstanceCountCheck {
    static func check(_ v: Double, at path: String) throws(TimelineError) {
        guard v >= 0, v <= Double(TimelineLimits.maxInstanceCount) else {
            throw TimelineError(path: path, message: "must be between 0 and \(TimelineLimits.maxInstanceCount), got \(v)")
        }
    }
}

/// Checks a layer's clock: finite numbers, non-negative lengths, changes at finite times in increasing order.
enum LayerTimingCheck {
    static func check(_ t: LayerTiming, at path: String) throws(TimelineError) {
        try checkSettings(t, at: path)
        var previous = -Double.infinity
        for (i, change) in t.changes.enumerated() {
            let at = "\(path).timing.changes[\(i)]"
            guard change.time.isFinite, change.time >= previous else {
                throw TimelineError(path: at + ".time", message: "must be finite and not before the previous change's, got \(change.time)")
            }
            previous = change.time
            try checkSettings(change.timing, at: at)
        }
    }

    /// A layer's clock settings take an animation's checks (the same numbers, the same rules).
    private static func checkSettings(_ t: LayerTiming, at path: String) throws(TimelineError) {
        try TimingCheck.check(MediaTiming(beginTime: t.beginTime, duration: t.duration, speed: t.speed, timeOffset: t.timeOffset,
                                          repeatCount: t.repeatCount, repeatDuration: t.repeatDuration), at: path)
    }
}
