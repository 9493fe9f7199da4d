import AnimaCore
import AnimaImageFormats

/// The last frame's fills of a timeline whose animations only repaint (`Timeline.animatesGeometry` false), so that
/// the next frame draws them again in order with their colours and opacities re-sampled, without walking the tree
/// (no transforms, property copies, fill keys or lookups): what rlottie's dirty flags give it.
///
/// A walk records the list (`LayerPainter` calls the `record…` and `begin…` methods) when every fill it makes is a
/// layer's background replayed from kept coverage, or an axis-aligned rectangle, and it draws nothing else (no
/// group, mask, shadow, clip, border, contents, text, gradient, shape, transform layer or nested replicator); anything
/// else stops the recording, and such a tree is walked every frame. With the geometry fixed by the timeline, what the
/// walk does depends only on which layers show, which have a visible background, which would need a group, and
/// which fills are visible: those facts, per layer and per replicator instance, are kept with the fills, and the
/// list draws a frame only when the new frame's facts are the same, so its pixels are the walk's.
struct DisplayList: Sendable {
    /// What a fill blends.
    enum Shape: Sendable {
        /// Kept coverage rows.
        case kept(CoverageCache.Kept)
        /// An axis-aligned rectangle in device pixels, within `clip`: rasterized directly, as the walk does.
        case rect(Rect, clip: PixelRect)
        /// Nothing: the walk found the fill's paint or alpha invisible.
        case none
    }

    /// One background fill, as the walk made it.
    struct Fill: Sendable {
        /// The layer whose background colour and opacity paint it.
        let layer: Int
        /// The replicator instance colour it is multiplied by.
        let tint: Color?
        let shape: Shape

        /// Whether the walk checked the fill's visibility (a rounded fill; a rectangle is blended whatever its alpha).
        var isRounded: Bool {
            if case .rect = shape { return false }
            return true
        }

        /// Whether the walk blended it.
        var isDrawn: Bool {
            if case .none = shape { return false }
            return true
        }
    }

    /// A run of fills drawn after one sampling: the frame's own (`replicator` nil), or one replicator instance's.
    struct Segment: Sendable {
        let replicator: Int?
        let instance: Int
        let delay: Double
        /// The layers whose facts were taken after this sampling (the replicator's subtree when it re-samples).
        let layers: Range<Int>
        /// Where those facts start in `facts`.
        let firstFact: Int
        var fills: Range<Int>
    }

    private var fills: [Fill] = []
    private var segments: [Segment] = []
    private var facts: [UInt8] = []
    /// Per fill, the solid colour the last `prepare` worked out for it (the walk's `color * alpha`).
    private var colors: [SIMD4<Float>] = []
    /// Where replicator instances are re-sampled: a copy of a frame of the timeline, reused from frame to frame.
    private var work = Presentation(time: 0, layers: [])
    /// What the list was recorded for: the timeline, and the frame's pixel size and point scale.
    private var timeline: Timeline?
    private var frame = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var scale = 0.0
    /// Whether a walk is recording, and whether the last one finished with a list that can draw.
    private(set) var isRecording = false
    private(set) var isComplete = false
    /// The layer whose background the walk is about to fill.
    var background = 0

    // MARK: Recording

    /// Starts recording the walk of `presentation`, a frame of `timeline` at `scale`.
    mutating func beginRecording(_ presentation: borrowing Presentation, timeline: Timeline, scale: Double) {
        fills.removeAll(keepingCapacity: true)
        segments.removeAll(keepingCapacity: true)
        facts.removeAll(keepingCapacity: true)
        self.timeline = timeline
        self.scale = scale
        work = Presentation(time: 0, layers: [])
        isRecording = true
        isComplete = false
        beginSegment(replicator: nil, instance: 0, delay: 0, layers: presentation.layers.indices, presentation.layers)
    }

    /// Stops recording: the walk does something the list cannot repeat.
    mutating func stopRecording() {
        isRecording = false
    }

    /// Ends the walk's recording of a `frame`; a list is kept only when nothing stopped it.
    mutating func finishRecording(frame: PixelRect) {
        self.frame = frame
        isComplete = isRecording
        isRecording = false
        if !isComplete { timeline = nil }
    }

    /// Notes that the walk starts instance `instance` of replicator `r`, re-sampled (`resampled`) or not.
    mutating func beginInstance(_ instance: Int, of r: Int, delay: Double, resampled: Bool, _ layers: [PresentedLayer]) {
        guard isRecording else { return }
        if let last = segments.last?.replicator, last != r { return stopRecording() }  // nested replicators
        let subtree = resampled ? (r + 1)..<layers[r].subtreeEnd : 0..<0
        beginSegment(replicator: r, instance: instance, delay: resampled ? delay : 0, layers: subtree, layers)
    }

    /// Notes that the walk has drawn replicator `r`'s instances.
    mutating func endInstances(of r: Int, _ layers: [PresentedLayer]) {
        guard isRecording, segments.last?.replicator == r else { return }
        beginSegment(replicator: nil, instance: 0, delay: 0, layers: 0..<0, layers)
    }

    /// Records a fill of `background`'s layer under `tint`.
    mutating func record(_ shape: Shape, tint: Color?) {
        guard isRecording else { return }
        fills.append(Fill(layer: background, tint: tint, shape: shape))
        segments[segments.count - 1].fills = segments[segments.count - 1].fills.lowerBound..<fills.count
    }

    private mutating func beginSegment(replicator: Int?, instance: Int, delay: Double, layers range: Range<Int>,
                                       _ layers: [PresentedLayer]) {
        let first = facts.count
        for j in range { facts.append(DisplayList.facts(of: j, layers)) }
        segments.append(Segment(replicator: replicator, instance: instance, delay: delay, layers: range,
                                firstFact: first, fills: fills.count..<fills.count))
    }

    /// Whether the walk can be recorded through layer `i` (drawn without a group): a plain layer or replicator
    /// that draws at most its background, unclipped.
    static func canRecord(_ layer: PresentedLayer) -> Bool {
        switch layer.kind {
        case .layer, .replicator: break
        case .shape, .gradient, .text, .transformLayer: return false
        }
        let p = layer.properties
        let shadow = p.shadowOpacity > 0 && p.shadowOpacity.isFinite && p.shadowColor.alpha > 0
        let border = p.borderWidth > 0 && p.borderColor.alpha > 0
        return layer.mask == nil && !shadow && !border && !p.masksToBounds && p.contents == nil
    }

    // MARK: Drawing

    /// What the walk's choices for layer `j` depend on, beyond the timeline's fixed geometry: whether it shows,
    /// whether its background is visible, and whether its opacity would draw it as a group.
    private static func facts(of j: Int, _ layers: [PresentedLayer]) -> UInt8 {
        let opacity = layers[j].properties.opacity
        guard !layers[j].properties.isHidden, opacity > 0, opacity.isFinite else { return 0 }
        var f: UInt8 = 1
        if layers[j].properties.backgroundColor.alpha > 0 { f |= 2 }
        if opacity < 1, layers[j].kind == .replicator || layers[j].subtreeEnd > j + 1 { f |= 4 }
        return f
    }

    /// Works out each fill's colour in `presentation` (a frame of `timeline` for a `frame` at `scale`), re-sampling
    /// replicator instances on a copy of it; false when the list was made for another timeline or frame, or the
    /// facts differ (then the frame must be walked).
    mutating func prepare(_ presentation: borrowing Presentation, timeline: Timeline, frame: PixelRect, scale: Double) -> Bool {
        guard isComplete, let kept = self.timeline, kept.isSameCompilation(as: timeline), frame == self.frame,
              scale == self.scale, segments.first?.layers.count == presentation.layers.count else { return false }
        colors.removeAll(keepingCapacity: true)
        var replicatorTime = 0.0
        for s in segments {
            guard let r = s.replicator, !s.layers.isEmpty else {
                guard factsMatch(s, presentation.layers), addColors(of: s, presentation.layers) else { return false }
                continue
            }
            if s.instance == 0 { replicatorTime = timeline.localTime(ofLayer: r, sceneTime: presentation.time) }
            if work.layers.count != presentation.layers.count { work = copy presentation }
            timeline.sampleInstance(s.instance, ofReplicator: r, replicatorTime: replicatorTime, delay: s.delay,
                                    into: &work)
            guard factsMatch(s, work.layers), addColors(of: s, work.layers) else { return false }
        }
        return true
    }

    private func factsMatch(_ s: Segment, _ layers: [PresentedLayer]) -> Bool {
        var k = s.firstFact
        for j in s.layers {
            guard DisplayList.facts(of: j, layers) == facts[k] else { return false }
            k += 1
        }
        return true
    }

    /// Appends the colours of `s`'s fills as the walk works them out; false when a fill's visibility changed.
    private mutating func addColors(of s: Segment, _ layers: [PresentedLayer]) -> Bool {
        // Field by field: a whole `Fill` copied out retains and releases its kept coverage.
        for f in s.fills {
            let layer = fills[f].layer
            let background = layers[layer].properties.backgroundColor
            let paint = Paint.color(fills[f].tint.map { background.multiplied(by: $0) } ?? background)
            let alpha = Float(Swift.min(layers[layer].properties.opacity, 1))
            guard case let .solid(color) = paint else { return false }
            if fills[f].isRounded, fills[f].isDrawn != (!paint.isInvisible && alpha > 0) { return false }
            colors.append(color * alpha)
        }
        return true
    }

    /// Blends the fills `prepare` worked out onto `target`, in order, as the walk blends them.
    func draw(into target: inout RenderTarget, rasterizer: inout Rasterizer) {
        for (f, color) in zip(fills.indices, colors) {
            var memo = EdgeMemo(exact: target.blendsEdgesExactly)
            switch fills[f].shape {
            case .kept(let kept):
                target.blendSolidRows(kept.entry, color: color, memo: &memo)
            case let .rect(rect, region):
                rasterizer.fillRectRows(rect, clip: region) { y, x0, cov, runs in
                    target.blendSolidRow(y: y, x0: x0, coverage: cov, runs: runs, color: color, memo: &memo)
                }
            case .none:
                break
            }
        }
    }
}
