/// What sampling one animated layer reads besides its animations, in one small record per layer.
///
/// The frame walks the layers in order and reads this once per layer: where its animations and written keys are,
/// and which of the timeline's shared model transforms (identity for most layers) its transform parts start from.
struct LayerSamplingPlan: Sendable {
    /// The layer's top-level animations, as a range of the timeline's animations.
    @CompactRange var animations = 0..<0
    /// The keys its animations write, as a range of the timeline's `animatedKeys` (reset to the model every frame).
    @CompactRange var keys = 0..<0
    /// The model transform and sublayer transform, as indices into the timeline's distinct transforms.
    @CompactIndex var transform = 0
    @CompactIndex var sublayerTransform = 0
    /// Whether its animations write transform (resp. sublayer-transform) parts, so the model's parts are read only then.
    var writesParts = false, writesSublayerParts = false
    /// Whether the model transform is put back before the animations apply: a whole-transform animation reads
    /// it, and a path animation with a rotation mode turns it.
    var resetsTransform = false
    /// Whether the model transform is put back at the end instead, when no part animation showed: the layer
    /// animates only transform parts, which start from the model's parts and write the whole transform.
    var restoresTransform = false
    /// Keys (bit j for the layer's j-th key) put back to the model at the end, only when no animation on them
    /// showed, instead of before: every animation on such a key sets the whole key without reading it (see
    /// `fullyOverwrites`), so when one shows, writing the model value first is waste.
    var deferredKeys: UInt32 = 0
    /// Keys (bit j for the layer's j-th key, j < 32) put back to the model before the animations apply: those not
    /// deferred, other than the transform and its parts (which `resetsTransform` and `restoresTransform` handle).
    /// A mask, so that a layer with nothing to reset (every key deferred or a transform part) reads no key.
    var earlyResets: UInt32 = 0
    /// Whether a block applies the layer from its pass's values alone (`Timeline.applyPassValues`): every animation's
    /// value comes from the pass and lands at a fixed place (`VectorWrite`) or is the z rotation of planar model parts,
    /// and nothing is reset before the animations apply. Such a layer needs no `LayerSampleState`.
    var appliesPassValues = false
    /// Whether such a layer writes only m11, m12, m21 and m22 of its transform: it shows either the model transform
    /// or the model's planar parts turned, and those agree bit for bit on the other twelve entries, which therefore
    /// keep the model's values that the presentation already holds (as it holds every property no animation writes).
    var writesUpperLeftOnly = false

    init() {}
}

extension LayerSamplingPlan {
    /// Every layer's plan (unanimated layers get an empty one), with the distinct model transforms of the animated
    /// layers and their parts (identity first; equal bit for bit means shared).
    static func plans(_ builder: TimelineBuilder, animatedLayers: [Int], animations: inout [CompiledAnimation])
        -> (plans: [LayerSamplingPlan], transforms: [Transform3D], parts: [TransformComponents]) {
        var plans = [LayerSamplingPlan](repeating: LayerSamplingPlan(), count: builder.layers.count)
        var transforms = [Transform3D.identity], parts = [TransformComponents()]
        var slots: [SIMD16<UInt64>: Int] = [bitPattern(.identity): 0]
        func slot(of t: Transform3D) -> Int {
            let bits = bitPattern(t)
            if let slot = slots[bits] { return slot }
            transforms.append(t)
            parts.append(TransformComponents(t))
            slots[bits] = transforms.count - 1
            return transforms.count - 1
        }
        for i in animatedLayers {
            let keys = builder.layerKeys[i].map { builder.animatedKeys[$0] }
            let properties = builder.layers[i].properties
            var plan = LayerSamplingPlan()
            plan.animations = builder.layerAnimations[i]
            plan.keys = builder.layerKeys[i]
            plan.writesParts = keys.contains(where: \.isTransformComponent)
            plan.writesSublayerParts = keys.contains(where: \.isSublayerTransformComponent)
            plan.resetsTransform = keys.contains(.transform)
            plan.restoresTransform = plan.writesParts && !plan.resetsTransform
            if plan.writesParts || plan.resetsTransform { plan.transform = slot(of: properties.transform) }
            if plan.writesSublayerParts || keys.contains(.sublayerTransform) {
                plan.sublayerTransform = slot(of: properties.sublayerTransform)
            }
            plan.deferKeys(keys, builder: builder, animations: &animations)
            for (slot, key) in keys.enumerated() where slot < UInt32.bitWidth && plan.deferredKeys & (1 << UInt32(slot)) == 0
                && !key.isTransformComponent && key != .transform {
                plan.earlyResets |= 1 << UInt32(slot)
            }
            plans[i] = plan
        }
        return (plans, transforms, parts)
    }

    /// Whether the layer qualifies for `appliesPassValues`, given each animation's `Timeline.passValues` entry.
    func canApplyPassValues(keys: ArraySlice<PropertyKey>, animations: [CompiledAnimation], passValues: [Bool],
                            modelParts: [TransformComponents]) -> Bool {
        guard earlyResets == 0, keys.count <= UInt32.bitWidth, !resetsTransform, !writesSublayerParts,
              !keys.contains(.sublayerTransform) else { return false }
        let rotations = self.animations.filter { !animations[$0].write.isFixed }
        return self.animations.allSatisfy { passValues[$0] && !animations[$0].isAdditive }
            && rotations.allSatisfy { [.rotation, .rotationZ].contains(animations[$0].key) }
            && (rotations.isEmpty || modelParts[transform].isPlanar)
    }

    /// Whether the layer qualifies for `writesUpperLeftOnly`: it `appliesPassValues`, turns planar model parts and
    /// puts the model transform back when it does not turn, and the planar matrix (whose other entries do not depend
    /// on the angle) equals the model transform outside the upper-left 2 × 2, bit for bit.
    func canWriteUpperLeftOnly(modelTransforms: [Transform3D], modelParts: [TransformComponents]) -> Bool {
        guard appliesPassValues, restoresTransform, modelParts[transform].isPlanar else { return false }
        let turned = Self.bitPattern(modelParts[transform].planarMatrix(cos: 1, sin: 0))
        let model = Self.bitPattern(modelTransforms[transform])
        let upperLeft: SIMD16<UInt64> = [~0, ~0, 0, 0, ~0, ~0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        return turned & ~upperLeft == model & ~upperLeft
    }

    /// The entries' bit patterns: transforms are shared only when equal bit for bit (−0 is not 0).
    private static func bitPattern(_ t: Transform3D) -> SIMD16<UInt64> {
        SIMD16(t.m11.bitPattern, t.m12.bitPattern, t.m13.bitPattern, t.m14.bitPattern,
               t.m21.bitPattern, t.m22.bitPattern, t.m23.bitPattern, t.m24.bitPattern,
               t.m31.bitPattern, t.m32.bitPattern, t.m33.bitPattern, t.m34.bitPattern,
               t.m41.bitPattern, t.m42.bitPattern, t.m43.bitPattern, t.m44.bitPattern)
    }

    /// Marks the keys whose reset can wait for the end of the layer (see `deferredKeys`), and their animations.
    ///
    /// Only on layers without groups (a block's layers and most others), for vector-lane keys other than transform
    /// parts, when no other key of the layer writes the same property (`position` and `position.x`).
    private mutating func deferKeys(_ keys: [PropertyKey], builder: TimelineBuilder,
                                    animations: inout [CompiledAnimation]) {
        let range = self.animations
        guard !range.contains(where: { animations[$0].kind == .group }) else { return }
        let roots = keys.map { $0.rawValue.prefix { $0 != "." } }
        for (slot, key) in keys.enumerated() where slot < UInt32.bitWidth {
            guard key.isVectorLike, !key.isTransformComponent, !key.isSublayerTransformComponent,
                  !roots.indices.contains(where: { $0 != slot && roots[$0] == roots[slot] }) else { continue }
            let writers = range.filter { animations[$0].key == key }
            guard writers.allSatisfy({ Self.fullyOverwrites(animations[$0], builder) }) else { continue }
            deferredKeys |= 1 << UInt32(slot)
            for a in writers { animations[a].deferredKeySlot = UInt8(slot) }
        }
    }

    /// Whether the animation sets its whole key without reading the value under it: not additive, and keyframes
    /// or from and to both given.
    private static func fullyOverwrites(_ a: CompiledAnimation, _ builder: TimelineBuilder) -> Bool {
        guard a.isVector, !a.isAdditive else { return false }
        switch a.kind {
        case .keyframe: return true
        case .basic, .spring: return builder.vectorBasics[a.payload].ignoresUnderlying
        case .group: return false
        }
    }
}
