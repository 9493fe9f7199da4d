/// What applying one layer's animations needs beyond its properties: the transform split into parts.
struct LayerSampleState {
    /// The transform's parts; authoritative while `partsActive` (set from `modelParts` or the transform on activation).
    /// They live in the frame's scratch (`Timeline.Tables.partsScratch`), which the layers use in turn: a layer
    /// reads them only after its activation wrote them, and a record of their own cost every layer ~200 bytes of
    /// stores.
    var parts: TransformComponents {
        unsafeAddress { UnsafePointer(scratch) }
        nonmutating unsafeMutableAddress { scratch }
    }
    var partsActive = false
    /// Whether a whole-matrix animation replaced the model transform (then the model's parts no longer apply).
    var transformChanged = false
    var pathRotation: Double?
    /// The same bookkeeping for `sublayerTransform.*` animations.
    var sublayerParts: TransformComponents {
        unsafeAddress { UnsafePointer(scratch + 1) }
        nonmutating unsafeMutableAddress { scratch + 1 }
    }
    var sublayerPartsActive = false
    var sublayerTransformChanged = false
    /// For a layer that animates only transform parts, the model transform, written at the end when no part
    /// animation showed (the reset deferred: otherwise the parts' matrix replaces it, so writing it first is waste).
    var modelTransform: UnsafePointer<Transform3D>?
    /// The deferred keys (`LayerSamplingPlan.deferredKeys`) an animation has set.
    var shownKeys: UInt32 = 0

    /// The model's transform and sublayer-transform parts, in the timeline's shared table: what the first activation
    /// copies unless a whole-matrix animation changed the matrix. A pointer, so that a layer whose part animations
    /// show nothing this frame (or that has none) does not copy them.
    let modelParts: UnsafePointer<TransformComponents>
    let modelSublayerParts: UnsafePointer<TransformComponents>
    /// Room for `parts` and `sublayerParts`, in that order.
    private let scratch: UnsafeMutablePointer<TransformComponents>

    init(scratch: UnsafeMutablePointer<TransformComponents>, modelParts: UnsafePointer<TransformComponents>,
         modelSublayerParts: UnsafePointer<TransformComponents>, modelTransform: UnsafePointer<Transform3D>?) {
        self.scratch = scratch
        self.modelParts = modelParts
        self.modelSublayerParts = modelSublayerParts
        self.modelTransform = modelTransform
    }

    @inline(__always)
    mutating func vector(_ key: PropertyKey, _ props: inout LayerProperties) -> SIMD4<Double> {
        if key.isTransformComponent { activateParts(&props); return parts.vector(key) }
        if let part = key.sublayerCounterpart { activateSublayerParts(&props); return sublayerParts.vector(part) }
        return props.vector(key)
    }

    @inline(__always)
    mutating func setVector(_ v: SIMD4<Double>, _ key: PropertyKey, _ props: inout LayerProperties) {
        if key.isTransformComponent {
            activateParts(&props); parts.setVector(v, key)
        } else if let part = key.sublayerCounterpart {
            activateSublayerParts(&props); sublayerParts.setVector(v, part)
        } else {
            props.setVector(v, key)
        }
    }

    mutating func value(_ key: PropertyKey, _ props: inout LayerProperties) -> Value {
        if key == .transform { flushParts(&props) }
        if key == .sublayerTransform { flushSublayerParts(&props) }
        return props[key]
    }

    mutating func setValue(_ v: Value, _ key: PropertyKey, _ props: inout LayerProperties) {
        if key == .transform { partsActive = false; transformChanged = true }
        if key == .sublayerTransform { sublayerPartsActive = false; sublayerTransformChanged = true }
        props[key] = v
    }

    private mutating func activateSublayerParts(_ props: inout LayerProperties) {
        guard !sublayerPartsActive else { return }
        if sublayerTransformChanged {
            decomposeSublayerTransform(props.sublayerTransform)
        } else {
            (scratch + 1).update(from: modelSublayerParts, count: 1)
        }
        sublayerPartsActive = true
    }

    private mutating func flushSublayerParts(_ props: inout LayerProperties) {
        if sublayerPartsActive {
            props.sublayerTransform = sublayerParts.matrix
            sublayerPartsActive = false; sublayerTransformChanged = true
        }
    }

    /// Starts working on parts: the model's precomputed ones unless a whole-matrix animation changed the transform.
    ///
    /// The model's parts are copied memory to memory: through a temporary, the decomposition's registers gave the
    /// callers a 1.2 KB stack frame and two copies of 104 bytes per layer.
    @inline(__always)
    private mutating func activateParts(_ props: inout LayerProperties) {
        guard !partsActive else { return }
        if transformChanged { decomposeTransform(props.transform) } else { scratch.update(from: modelParts, count: 1) }
        partsActive = true
    }

    @inline(never)
    private func decomposeTransform(_ transform: Transform3D) { parts = TransformComponents(transform) }

    @inline(never)
    private func decomposeSublayerTransform(_ transform: Transform3D) { sublayerParts = TransformComponents(transform) }

    private mutating func flushParts(_ props: inout LayerProperties) {
        if partsActive { props.transform = parts.matrix; partsActive = false; transformChanged = true }
    }

    mutating func finish(_ props: inout LayerProperties, memo: inout SamplingMemo) {
        if partsActive && parts.isPlanar {
            let (c, s) = memo.cosineAndSine(of: parts.rotationZ)
            props.transform = parts.planarMatrix(cos: c, sin: s)
            partsActive = false; transformChanged = true
        }
        flushParts(&props)
        if !transformChanged, let modelTransform { props.transform = modelTransform.pointee }
        flushSublayerParts(&props)
        if let angle = pathRotation { props.transform = Transform3D.rotation(angle).concatenating(props.transform) }
    }
}
