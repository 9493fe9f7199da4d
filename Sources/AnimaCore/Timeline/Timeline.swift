/// A scene compiled once for fast sampling: the layer tree flattened, key paths resolved, values checked.
///
/// `sample(at:into:)` does no heap allocation when the animated values are numbers, points, sizes, rects, colours or
/// whole transforms; path morphs and gradient arrays allocate their results.
public struct Timeline: Sendable {
    /// The scene this timeline was compiled from.
    public let scene: Scene
    /// Pre-order layer tree with model properties: the presentation when nothing animates.
    let base: Presentation
    /// Per layer, its clock.
    let layerTimings: [LayerTiming]
    /// Whether any layer on the path to the root (itself included) has its own clock.
    let hasOwnClock: [Bool]
    /// Per layer, its top-level animations as a range of `animations`.
    let layerAnimations: [Range<Int>]
    /// Per layer, where its animations and keys are and which model transform it starts from (see the type).
    let plans: [LayerSamplingPlan]
    /// The keys animated layers write, each layer's a range (`LayerSamplingPlan.keys`).
    let animatedKeys: [PropertyKey]
    /// Per entry of `animatedKeys`, where a reset writes its model value (`VectorWrite`).
    let keyWrites: [VectorWrite]
    /// Per entry of `animatedKeys`, the model's value of a vector-like key in four lanes: what a reset writes, read
    /// from this compact array instead of the model layer's scattered ~1 KB record.
    let modelVectors: [SIMD4<Double>]
    /// The distinct model transforms and sublayer transforms of the animated layers (identity first), and their
    /// parts: what resets write and part animations start from, shared so that a frame reads them from cache.
    let modelTransforms: [Transform3D]
    let modelParts: [TransformComponents]
    /// Indices of layers that have animations.
    let animatedLayers: [Int]
    /// Every animation; a group's children are a contiguous range.
    let animations: [CompiledAnimation]
    /// Per animation, its clock (the blocks read `clocks` instead).
    let timings: [MediaTiming]
    /// Keyframe data, indexed by `CompiledAnimation.payload`.
    let keyframes: [CompiledKeyframes]
    /// From/to/by of general-lane basic and spring animations, indexed by `CompiledAnimation.payload`.
    let generalBasics: [BasicAnimation]
    /// From/to/by of vector-lane basic and spring animations, indexed by `CompiledAnimation.payload`, each distinct once.
    let vectorBasics: [VectorBasic]
    /// Springs with their constants worked out, indexed by `CompiledAnimation.spring`, each distinct once.
    let springs: [PreparedSpring]
    /// Every distinct timing function, prepared once and shared (a prepared curve is ~750 bytes; animations hold a slot).
    let timingTable: [PreparedTimingFunction]
    /// Vector-lane keyframe animations without a path, flattened (indexed by `CompiledAnimation.vectorKeyframes`).
    let vectorKeyframes: VectorKeyframeTable
    /// Every animation's clock as parallel arrays, for the blocks' vectorised pass.
    let clocks: AnimationClocks
    /// Per animation, how many animations back the nearest one with the same clock and the same timing function or
    /// spring is (`AnimationClocks.Reuse.equalBefore`), 0 for none: the block's fraction pass copies its fraction.
    let equalFractions: [UInt8]
    /// Per animation, whether a block's fraction pass also works out its own value (`ownVector`): a vector-lane value
    /// that reads nothing of the layer, so that a layer whose values all come from the pass is applied without
    /// `LayerSampleState` (`applyPassValues`).
    let passValues: [Bool]
    /// Runs of layers sampled together: their clocks in one pass, then the layers one by one.
    let blocks: [SamplingBlock]
    /// The layers of `blocks`, in block order (a block's `layers` ranges over this array).
    let blockLayers: [Int]
    /// Animated layers outside the blocks (own clocks, groups): sampled one animation at a time.
    let otherLayers: [Int]
    /// Whether some animation writes a key whose `PropertyDescriptor.redraw` is `.geometry`. When false, every frame
    /// has the model's outlines, placement and drawing order, and only colours, opacities and which layers show
    /// change: what lets a renderer draw a frame from the last one's fills.
    public let animatesGeometry: Bool
    /// This compilation's identity: a presentation trusts what it knows of its layers (`Presentation.modelKeys`) only
    /// for the compilation that sampled it.
    let identity = CompilationIdentity()
    /// The bit of `Presentation.modelKeys` for a transform that holds the model's (put back, not turned).
    static let modelKeysTransform: UInt64 = 1 << 32

    /// Compiles `scene`, throwing the first problem found (the JSON decoder reports all of them with file paths).
    public init(_ scene: Scene) throws(TimelineError) {
        try self.init(scene, usesBlocks: true)
    }

    /// Compiles `scene`; without blocks every layer is sampled one animation at a time (tests compare the two ways).
    /// `movesGeometry` is the property table's rule; tests pass one with a key left out, to see what it guards.
    init(_ scene: Scene, usesBlocks: Bool,
         movesGeometry: (PropertyKey) -> Bool = { $0.descriptor.redraw == .geometry }) throws(TimelineError) {
        var builder = TimelineBuilder()
        try builder.addLayers(scene.layers, parent: nil, depth: 0)
        // After the builder, which refuses trees deeper than the counting recursion may go; the builder adds each
        // layer once, so a 10⁴ × 10⁴ replicator is refused here at once, before any frame tries to draw it.
        if let tooMuch = FrameWork.overLimit(scene.layers) { throw tooMuch }
        self.scene = scene
        var model = Presentation(time: 0, layers: builder.layers)
        model.claimModelKeys(for: identity)
        base = model
        layerTimings = builder.layerTimings
        hasOwnClock = builder.hasOwnClock
        layerAnimations = builder.layerAnimations
        animatedKeys = builder.animatedKeys
        animatesGeometry = builder.animatedKeys.contains(where: movesGeometry)
        keyWrites = builder.animatedKeys.map(VectorWrite.init)
        modelVectors = builder.layerKeys.indices.flatMap { i in
            builder.layerKeys[i].map { k in builder.layers[i].properties.vector(builder.animatedKeys[k]) }
        }
        animatedLayers = builder.layerAnimations.indices.filter { !builder.layerAnimations[$0].isEmpty }
        var animations = builder.animations
        var plans: [LayerSamplingPlan]
        (plans, modelTransforms, modelParts) = LayerSamplingPlan.plans(builder, animatedLayers: animatedLayers,
                                                                       animations: &animations)
        self.animations = animations
        timings = builder.timings
        keyframes = builder.keyframes
        generalBasics = builder.generalBasics
        vectorBasics = builder.vectorBasics
        springs = builder.springs.map(PreparedSpring.init)
        timingTable = builder.timingTable
        vectorKeyframes = builder.vectorKeyframes
        clocks = AnimationClocks(builder.timings)
        equalFractions = animations.indices.map { [clocks] a in
            let back = Int(clocks.reuse[a].equalBefore)
            return back != 0 && animations[a].hasFraction(of: animations[a - back]) ? UInt8(back) : 0
        }
        passValues = animations.map { [builder] a in
            guard a.isVector else { return false }
            switch a.kind {
            case .keyframe: return a.vectorKeyframes >= 0
            case .basic, .spring: return a.isAdditive || builder.vectorBasics[a.payload].ignoresUnderlying
            case .group: return false
            }
        }
        for i in animatedLayers {
            plans[i].appliesPassValues = plans[i].canApplyPassValues(
                keys: builder.animatedKeys[plans[i].keys], animations: animations, passValues: passValues,
                modelParts: modelParts)
            plans[i].writesUpperLeftOnly = plans[i].canWriteUpperLeftOnly(modelTransforms: modelTransforms,
                                                                          modelParts: modelParts)
        }
        self.plans = plans
        let plan = SamplingBlock.plan(layers: animatedLayers, animations: builder.animations,
                                      layerAnimations: builder.layerAnimations, hasOwnClock: builder.hasOwnClock)
        blocks = usesBlocks ? plan.blocks : []
        blockLayers = usesBlocks ? plan.blockLayers : []
        otherLayers = usesBlocks ? plan.otherLayers : animatedLayers
    }

    /// Whether `other` is this timeline or a copy of it (the same compiled layers), not only an equal one.
    public func isSameCompilation(as other: Timeline) -> Bool {
        base.layers.withUnsafeBufferPointer { mine in
            other.base.layers.withUnsafeBufferPointer { theirs in
                mine.count > 0 && mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }

    /// The presentation of every layer at scene time `t`.
    public func sample(at t: Double) -> Presentation {
        var p = base
        sample(at: t, into: &p)
        return p
    }

    /// Fills `presentation` with the state at scene time `t`, reusing its storage (pass one from `sample(at:)` or an
    /// earlier call: what no animation changes is not written again).
    public func sample(at t: Double, into presentation: inout Presentation) {
        if presentation.layers.count != base.layers.count { presentation = base }
        presentation.time = t
        presentation.claimModelKeys(for: identity)
        presentation.layers.withUnsafeMutableBufferPointer { out in
            presentation.modelKeys.withUnsafeMutableBufferPointer { modelKeys in
                // As many as the layers (`claimModelKeys`): none only when there is nothing to sample.
                guard let modelKeys = modelKeys.baseAddress else { return }
                withTables { tables in
                    var memo = SamplingMemo()
                    sampleBlocks(sceneTime: t, tables, into: out, modelKeys: modelKeys, memo: &memo)
                    for i in otherLayers {
                        sampleLayer(i, localTime: localTime(ofLayer: i, sceneTime: t), tables, into: &out[i].properties,
                                    memo: &memo)
                    }
                }
            }
        }
    }

    /// The timeline's arrays as raw buffers for one frame.
    struct Tables {
        let model: UnsafeBufferPointer<PresentedLayer>
        let plans: UnsafeBufferPointer<LayerSamplingPlan>
        let animations: UnsafeBufferPointer<CompiledAnimation>
        let timing: UnsafePointer<PreparedTimingFunction>
        let keyframes: VectorKeyframeTable.Buffers?
        let vectorBasics: UnsafePointer<VectorBasic>
        let springs: UnsafePointer<PreparedSpring>
        let modelTransforms: UnsafePointer<Transform3D>
        let modelParts: UnsafePointer<TransformComponents>
        /// Where each layer in turn works on its transform parts (`LayerSampleState.parts`, then `sublayerParts`).
        let partsScratch: UnsafeMutablePointer<TransformComponents>
    }

    /// Calls `body` with the arrays as raw buffers: reading a compiled animation or the model in place, instead of
    /// copying the struct with its references, is most of the difference between 2 ms and 10 ms for 10,000 layers.
    /// Inlined so that the caller's closure is too: otherwise it captures a copy of the timeline (30-odd retains),
    /// which a replicator pays once per instance.
    @inline(__always)
    func withTables(_ body: (Tables) -> Void) {
        base.layers.withUnsafeBufferPointer { model in
            plans.withUnsafeBufferPointer { plans in
                animations.withUnsafeBufferPointer { animations in
                    timingTable.withUnsafeBufferPointer { timing in
                        vectorKeyframes.withBuffers { keyframes in
                            withSideTables { vectorBasics, springs, transforms, parts in
                                // The timing table always holds slot 0 (linear), the transform tables identity.
                                guard let timing = timing.baseAddress, let transforms, let parts else { return }
                                // 2 × 104 bytes: on the stack.
                                withUnsafeTemporaryAllocation(of: TransformComponents.self, capacity: 2) { scratch in
                                    guard let scratch = scratch.baseAddress else { return }
                                    scratch.initialize(repeating: TransformComponents(), count: 2)
                                    body(Tables(model: model, plans: plans, animations: animations, timing: timing,
                                                keyframes: keyframes, vectorBasics: vectorBasics, springs: springs,
                                                modelTransforms: transforms, modelParts: parts, partsScratch: scratch))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The shared side tables as pointers; an empty table (never indexed then) gives a dangling aligned pointer.
    @inline(__always)
    private func withSideTables(_ body: (UnsafePointer<VectorBasic>, UnsafePointer<PreparedSpring>,
                                         UnsafePointer<Transform3D>?, UnsafePointer<TransformComponents>?) -> Void) {
        vectorBasics.withUnsafeBufferPointer { vectorBasics in
            springs.withUnsafeBufferPointer { springs in
                modelTransforms.withUnsafeBufferPointer { transforms in
                    modelParts.withUnsafeBufferPointer { parts in
                        guard let v = vectorBasics.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<VectorBasic>.alignment),
                              let s = springs.baseAddress
                                ?? UnsafePointer(bitPattern: MemoryLayout<PreparedSpring>.alignment) else {
                            return
                        }
                        body(v, s, transforms.baseAddress, parts.baseAddress)
                    }
                }
            }
        }
    }

    /// The layers of every block, in three passes over the block: its clocks, then each showing animation's eased
    /// progress or spring value (`fraction`), then each layer's animations applied from those numbers.
    ///
    /// The middle pass is apart so that the solves of neighbouring animations, each a chain of dependent divisions,
    /// overlap in the processor instead of waiting on each other behind a layer's bookkeeping.
    private func sampleBlocks(sceneTime t: Double, _ tables: Tables, into out: UnsafeMutableBufferPointer<PresentedLayer>,
                              modelKeys: UnsafeMutablePointer<UInt64>, memo: inout SamplingMemo) {
        // At most 1 KB each: within what `withUnsafeTemporaryAllocation` always puts on the stack.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * SamplingBlock.maxAnimations) { scratch in
            withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: SamplingBlock.maxAnimations) { values in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: SamplingBlock.maxAnimations) { duration in
                    guard let scratch = scratch.baseAddress, let values = values.baseAddress,
                          let duration = duration.baseAddress else { return }
                    sampleBlocks(sceneTime: t, SamplingBlock.Pass(scratch, duration: duration, values: values), tables,
                                 into: out, modelKeys: modelKeys, memo: &memo)
                }
            }
        }
    }

    /// The blocks' three passes with the frame's scratch columns.
    @inline(__always)
    private func sampleBlocks(sceneTime t: Double, _ pass: SamplingBlock.Pass, _ tables: Tables,
                              into out: UnsafeMutableBufferPointer<PresentedLayer>,
                              modelKeys: UnsafeMutablePointer<UInt64>, memo: inout SamplingMemo) {
        var pass = pass
        equalFractions.withUnsafeBufferPointer { equal in
            passValues.withUnsafeBufferPointer { passValues in
                blockLayers.withUnsafeBufferPointer { layers in
                    for block in blocks {
                        pass.first = block.animations.lowerBound
                        clocks.states(atParentTime: t, for: block.animations, time: pass.time,
                                      iteration: pass.iteration, shows: pass.shows, duration: pass.duration)
                        fractions(of: block, pass, equal, passValues, tables, memo: &memo)
                        for i in layers[block.layers] {
                            sampleBlockLayer(i, pass, passValues, tables, into: &out[i].properties,
                                             modelKeys: modelKeys + i, memo: &memo)
                        }
                    }
                }
            }
        }
    }

    /// The fraction pass: each showing animation's eased progress or spring value, copied from an animation up to 31
    /// back whose clock and timing function or spring are equal (`equalFractions`), and the own value of those whose
    /// value reads nothing of the layer (`passValues`).
    @inline(__always)
    private func fractions(of block: SamplingBlock, _ pass: SamplingBlock.Pass, _ equal: UnsafeBufferPointer<UInt8>,
                           _ passValues: UnsafeBufferPointer<Bool>, _ tables: Tables, memo: inout SamplingMemo) {
        guard let animations = tables.animations.baseAddress else { return }
        let fractions = pass.fractions
        for a in block.animations where pass.shows[a &- pass.first] != 0 {
            let k = a &- pass.first, back = Int(equal[a]), s = pass.state(k)
            let f = back != 0 && back <= k ? fractions[k &- back] : fraction(of: animations + a, s, tables, memo: &memo)
            fractions[k] = f
            if passValues[a] { pass.values[k] = ownVector(animations + a, s, f, tables, memo: &memo) }
        }
    }

    /// Applies block layer `i`'s animations from the block's clock and fraction passes.
    private func sampleBlockLayer(_ i: Int, _ pass: SamplingBlock.Pass, _ passValues: UnsafeBufferPointer<Bool>,
                                  _ tables: Tables, into props: inout LayerProperties,
                                  modelKeys: UnsafeMutablePointer<UInt64>, memo: inout SamplingMemo) {
        guard let animations = tables.animations.baseAddress else { return }
        if tables.plans[i].appliesPassValues {
            return applyPassValues(i, pass, tables, into: &props, modelKeys: modelKeys, memo: &memo)
        }
        var state = beginLayer(i, tables, into: &props)
        for a in tables.plans[i].animations {
            let k = a &- pass.first
            guard pass.shows[k] != 0 else { continue }
            // No groups in a block: straight to the lane, without `applyState`'s recursive switch.
            if passValues[a] {
                store(pass.values[k], of: animations + a, to: &props, state: &state)
            } else if animations[a].isVector {
                applyVector(animations + a, pass.state(k), pass.fractions[k], tables, to: &props,
                            state: &state, memo: &memo)
            } else {
                applyGeneral(animations + a, pass.state(k), pass.fractions[k], to: &props, state: &state)
            }
        }
        endLayer(i, tables, state: &state, into: &props, memo: &memo)
    }

    /// Applies a block layer whose plan `appliesPassValues`: each showing animation's pass value stored at its fixed
    /// place or taken as the z rotation, then the deferred resets and the transform, as `endLayer` and
    /// `LayerSampleState.finish` would write them (the model's planar parts with that rotation, or the model transform).
    ///
    /// A reset the layer's last frame already made is not made again (`modelKeys`, the layer's entry of
    /// `Presentation.modelKeys`): an animation that has not begun would otherwise write the same model value every
    /// frame until it does.
    @inline(__always)
    private func applyPassValues(_ i: Int, _ pass: SamplingBlock.Pass, _ tables: Tables,
                                 into props: inout LayerProperties, modelKeys: UnsafeMutablePointer<UInt64>,
                                 memo: inout SamplingMemo) {
        guard let animations = tables.animations.baseAddress else { return }
        let plan = tables.plans[i]
        var rotation = 0.0, rotates = false, shown: UInt32 = 0
        for a in plan.animations {
            let k = a &- pass.first
            guard pass.shows[k] != 0 else { continue }
            let v = pass.values[k]
            if !animations[a].write.store(v, into: &props) { rotation = v.x; rotates = true }
            let slot = animations[a].deferredKeySlot
            if slot < UInt32.bitWidth { shown |= 1 &<< UInt32(slot) }
        }
        let held = modelKeys.pointee, missing = plan.deferredKeys & ~shown
        var resets = missing & ~UInt32(truncatingIfNeeded: held)
        while resets != 0 {
            resetDeferredKey(plan.keys.lowerBound + resets.trailingZeroBitCount, into: &props)
            resets &= resets &- 1
        }
        modelKeys.pointee = UInt64(missing) | (rotates ? 0 : Self.modelKeysTransform)
        if rotates {
            let (c, s) = memo.cosineAndSine(of: rotation)
            let turned = tables.modelParts[plan.transform].planarMatrix(cos: c, sin: s)
            if plan.writesUpperLeftOnly { props.transform.setUpperLeft(of: turned) } else { props.transform = turned }
        } else if held & Self.modelKeysTransform != 0 {
            return
        } else if plan.writesUpperLeftOnly {
            props.transform.setUpperLeft(of: tables.modelTransforms[plan.transform])
        } else if plan.restoresTransform {
            props.transform = tables.modelTransforms[plan.transform]
        }
    }

    /// Puts back deferred key `k` to the model, as `resetKey` does: a deferred key is vector-like and neither the
    /// transform nor the sublayer transform nor one of their parts (`LayerSamplingPlan.deferredKeys`), so none of
    /// `resetKey`'s tests on the key is needed.
    @inline(__always)
    private func resetDeferredKey(_ k: Int, into props: inout LayerProperties) {
        if !keyWrites[k].store(modelVectors[k], into: &props) { props.setVector(modelVectors[k], animatedKeys[k]) }
    }

    func sampleLayer(_ i: Int, localTime local: Double, _ tables: Tables, into props: inout LayerProperties,
                     memo: inout SamplingMemo) {
        var state = beginLayer(i, tables, into: &props)
        // NaN: the layer's clock is outside its active interval, so its animations show nothing (the model shows).
        if !local.isNaN {
            for a in tables.plans[i].animations { apply(a, tables, parentTime: local, to: &props, state: &state, memo: &memo) }
        }
        endLayer(i, tables, state: &state, into: &props, memo: &memo)
    }

    /// Resets the keys the layer's animations write to the model and starts the layer's bookkeeping.
    ///
    /// Small enough to inline into the block loop: the resets are out of line and the model's transform parts are
    /// read only when a part animation first asks for them (`LayerSampleState`).
    @inline(__always)
    private func beginLayer(_ i: Int, _ tables: Tables, into props: inout LayerProperties) -> LayerSampleState {
        let plan = tables.plans[i]
        let transforms = tables.modelTransforms, parts = tables.modelParts
        if plan.resetsTransform { props.transform = transforms[plan.transform] }
        if plan.earlyResets != 0 || plan.keys.count > UInt32.bitWidth { resetEarlyKeys(i, plan, tables, into: &props) }
        return LayerSampleState(scratch: tables.partsScratch, modelParts: parts + plan.transform,
                                modelSublayerParts: parts + plan.sublayerTransform,
                                modelTransform: plan.restoresTransform ? transforms + plan.transform : nil)
    }

    /// Puts back the keys the plan resets before the animations apply (`LayerSamplingPlan.earlyResets`), then the
    /// keys past the mask's 32 (never deferred; `resetKey` skips the transform's).
    @inline(never)
    private func resetEarlyKeys(_ i: Int, _ plan: LayerSamplingPlan, _ tables: Tables, into props: inout LayerProperties) {
        var mask = plan.earlyResets
        while mask != 0 {
            resetKey(plan.keys.lowerBound + mask.trailingZeroBitCount, layer: i, plan, tables, into: &props)
            mask &= mask &- 1
        }
        let pastMask = plan.keys.lowerBound + UInt32.bitWidth
        guard plan.keys.upperBound > pastMask else { return }
        for k in pastMask..<plan.keys.upperBound { resetKey(k, layer: i, plan, tables, into: &props) }
    }

    /// Puts back the deferred keys no animation set, then writes the transform parts.
    @inline(__always)
    private func endLayer(_ i: Int, _ tables: Tables, state: inout LayerSampleState, into props: inout LayerProperties,
                          memo: inout SamplingMemo) {
        let plan = tables.plans[i]
        var missing = plan.deferredKeys & ~state.shownKeys
        while missing != 0 {
            resetKey(plan.keys.lowerBound + missing.trailingZeroBitCount, layer: i, plan, tables, into: &props)
            missing &= missing &- 1
        }
        state.finish(&props, memo: &memo)
    }

    /// Puts the model value back before the animations apply, from the timeline's compact copies of the model values
    /// (copying whole `LayerProperties` per layer would dominate the frame). The transform is put back by
    /// `beginLayer` or, for a layer that animates only its parts, by `LayerSampleState.finish`.
    @inline(__always)
    private func resetKey(_ k: Int, layer i: Int, _ plan: LayerSamplingPlan, _ tables: Tables,
                          into props: inout LayerProperties) {
        let key = animatedKeys[k]
        if key.isTransformComponent || key == .transform { return }
        if key.isSublayerTransformComponent || key == .sublayerTransform {
            props.sublayerTransform = tables.modelTransforms[plan.sublayerTransform]
        } else if key.isVectorLike {
            if !keyWrites[k].store(modelVectors[k], into: &props) { props.setVector(modelVectors[k], key) }
        } else {
            props[key] = tables.model[i].properties[key]
        }
    }

    /// The layer's own time at scene time `t`, through the clocks of its superlayers; NaN when a clock on the way is
    /// outside its active interval without a fill (`LayerTiming.localTime`).
    public func localTime(ofLayer i: Int, sceneTime t: Double) -> Double {
        guard hasOwnClock[i] else { return t }
        var parentTime = t
        if let parent = base.layers[i].parent { parentTime = localTime(ofLayer: parent, sceneTime: t) }
        return layerTimings[i].localTime(parentTime)
    }

    private func apply(_ index: Int, _ tables: Tables, parentTime: Double,
                       to props: inout LayerProperties, state: inout LayerSampleState, memo: inout SamplingMemo) {
        guard let base = tables.animations.baseAddress else { return }
        let a = base + index
        guard let s = timings[index].state(atParentTime: parentTime, asGroupChild: a.pointee.isChild) else { return }
        applyState(index, s, tables, to: &props, state: &state, memo: &memo)
    }

    /// Applies the animation at `index` in timing state `s`.
    @inline(__always)
    private func applyState(_ index: Int, _ s: TimingState, _ tables: Tables,
                            to props: inout LayerProperties, state: inout LayerSampleState, memo: inout SamplingMemo) {
        guard let base = tables.animations.baseAddress else { return }
        let a = base + index
        switch a.pointee.kind {
        case .group:
            // A group is a timing node: its timing function paces the time its children see.
            let time = a.pointee.timingSlot == 0 ? s.time
                : timingFunction(of: a, tables, at: s, memo: &memo) * s.duration
            for child in a.pointee.children {
                apply(child, tables, parentTime: time, to: &props, state: &state, memo: &memo)
            }
        case _ where a.pointee.isVector:
            applyVector(a, s, fraction(of: a, s, tables, memo: &memo), tables, to: &props, state: &state, memo: &memo)
        default:
            applyGeneral(a, s, fraction(of: a, s, tables, memo: &memo), to: &props, state: &state)
        }
    }

    /// Where an animation's values are read: its spring's value at the state's time, or its progress through its
    /// timing function (keyframes in a paced mode: the plain progress, their spacing is their timing).
    @inline(__always)
    private func fraction(of a: UnsafePointer<CompiledAnimation>, _ s: TimingState, _ tables: Tables,
                          memo: inout SamplingMemo) -> Double {
        switch a.pointee.kind {
        case .spring: memo.value(of: tables.springs + a.pointee.spring, slot: a.pointee.spring, at: s.time)
        case .keyframe where a.pointee.isPaced: s.progress
        default: timingFunction(of: a, tables, at: s, memo: &memo)
        }
    }

    /// The animation's timing function at the progress of `s`, read in place: a copy would move its ~750-byte table.
    @inline(__always)
    private func timingFunction(of a: UnsafePointer<CompiledAnimation>, _ tables: Tables, at s: TimingState,
                                memo: inout SamplingMemo) -> Double {
        let slot = a.pointee.timingSlot
        guard slot != 0 else { return s.progress }
        return memo.value(of: tables.timing + slot, slot: slot, at: s.progress, approachingFromBelow: s.approachingFromBelow)
    }

    /// Numbers, points, sizes, rects and colours: four-lane arithmetic, no allocation; `f` is the animation's
    /// `fraction`.
    private func applyVector(_ a: UnsafePointer<CompiledAnimation>, _ s: TimingState, _ f: Double, _ tables: Tables,
                             to props: inout LayerProperties, state: inout LayerSampleState, memo: inout SamplingMemo) {
        let v: SIMD4<Double>
        if a.pointee.kind == .keyframe, a.pointee.vectorKeyframes >= 0, let table = tables.keyframes {
            v = tableVector(a, table, s, f, tables, memo: &memo)
        } else if a.pointee.kind == .keyframe {
            let kf = keyframes[a.pointee.payload]
            let (value, angle) = kf.vector(at: f, approachingFromBelow: s.approachingFromBelow)
            v = a.pointee.isCumulative && s.iteration > 0 ? value + kf.vectorDelta * s.iteration : value
            if let angle { state.pathRotation = angle }
        } else {
            let basic = tables.vectorBasics.advanced(by: a.pointee.payload)
            // Additive animations interpolate their own values; the underlying value is added afterwards. With both
            // from and to the range ignores it, so it is not read (`setVector` below activates the parts anyway).
            let ignoresUnderlying = a.pointee.isAdditive || basic.pointee.ignoresUnderlying
            v = basicVector(a, basic, s, f, underlying: ignoresUnderlying ? SIMD4() : state.vector(a.pointee.key, &props))
        }
        store(v, of: a, to: &props, state: &state)
    }

    /// The value of an animation whose value reads nothing of the layer (`passValues`): what `applyVector` stores,
    /// before an additive animation adds the value under it.
    @inline(__always)
    private func ownVector(_ a: UnsafePointer<CompiledAnimation>, _ s: TimingState, _ f: Double, _ tables: Tables,
                           memo: inout SamplingMemo) -> SIMD4<Double> {
        if a.pointee.kind == .keyframe, let table = tables.keyframes { return tableVector(a, table, s, f, tables, memo: &memo) }
        return basicVector(a, tables.vectorBasics.advanced(by: a.pointee.payload), s, f, underlying: SIMD4())
    }

    /// A vector-lane keyframe animation's value from the flattened table: plain memory, no reference counting.
    @inline(__always)
    private func tableVector(_ a: UnsafePointer<CompiledAnimation>, _ table: VectorKeyframeTable.Buffers,
                             _ s: TimingState, _ f: Double, _ tables: Tables, memo: inout SamplingMemo) -> SIMD4<Double> {
        let e = a.pointee.vectorKeyframes
        let v = memo.vector(of: table, entry: e, at: f, approachingFromBelow: s.approachingFromBelow, timing: tables.timing)
        return a.pointee.isCumulative && s.iteration > 0 ? v + table.entries[e].delta * s.iteration : v
    }

    /// A vector-lane basic or spring animation's value over its range from `underlying`.
    @inline(__always)
    private func basicVector(_ a: UnsafePointer<CompiledAnimation>, _ basic: UnsafePointer<VectorBasic>,
                             _ s: TimingState, _ f: Double, underlying: SIMD4<Double>) -> SIMD4<Double> {
        let (start, end) = basic.pointee.range(underlying: underlying)
        let v = start + (end - start) * f
        return a.pointee.isCumulative && s.iteration > 0 ? v + (end - start) * s.iteration : v
    }

    /// Writes a vector-lane animation's value `v` (adding the underlying value when it is additive) and notes its key.
    @inline(__always)
    private func store(_ v: SIMD4<Double>, of a: UnsafePointer<CompiledAnimation>, to props: inout LayerProperties,
                       state: inout LayerSampleState) {
        let key = a.pointee.key
        let v = a.pointee.isAdditive ? v + state.vector(key, &props) : v
        if !a.pointee.write.store(v, into: &props) { state.setVector(v, key, &props) }
        let slot = a.pointee.deferredKeySlot
        if slot < UInt32.bitWidth { state.shownKeys |= 1 &<< UInt32(slot) }
    }

    /// Transforms, paths, gradient arrays and Booleans, through `Value`; `f` is the animation's `fraction`.
    private func applyGeneral(_ pointer: UnsafePointer<CompiledAnimation>, _ s: TimingState, _ f: Double,
                              to props: inout LayerProperties, state: inout LayerSampleState) {
        let a = pointer.pointee
        var v: Value
        switch a.kind {
        case .keyframe:
            let kf = keyframes[a.payload]
            v = kf.value(at: f, approachingFromBelow: s.approachingFromBelow)
            if a.isCumulative, s.iteration > 0, let first = kf.values.first, let last = kf.values.last,
               let delta = last.subtracting(first)?.scaled(by: s.iteration) {
                v = v.adding(delta)
            }
        default:
            let underlying = a.isAdditive ? a.key.zeroValue : state.value(a.key, &props)
            let (start, end) = generalBasics[a.payload].range(underlying: underlying)
            v = start.interpolated(to: end, f)
            if a.isCumulative, s.iteration > 0, let delta = end.subtracting(start)?.scaled(by: s.iteration) {
                v = v.adding(delta)
            }
        }
        if a.isAdditive { v = state.value(a.key, &props).adding(v) }
        state.setValue(v, a.key, &props)
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

extension Transform3D {
    /// Takes from `m` the entries a planar turn changes: m11, m12, m21, m22 (`LayerSamplingPlan.writesUpperLeftOnly`).
    @inline(__always)
    fileprivate mutating func setUpperLeft(of m: Transform3D) {
        m11 = m.m11; m12 = m.m12; m21 = m.m21; m22 = m.m22
    }
}
