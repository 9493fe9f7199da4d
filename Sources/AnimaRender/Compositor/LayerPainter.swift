import AnimaCore
import AnimaImageFormats

/// Walks a presentation's layer tree and paints each layer; holds the scratch memory for one frame.
///
/// Shadows: the layer (content, sublayers and border, at full opacity) is drawn offscreen, its alpha is blurred
/// with a Gaussian of σ = `shadowRadius` points (the usual reading of CALayer.shadowRadius, which design tools
/// export as blur = 2 × radius), tinted with `shadowColor` × `shadowOpacity`, moved by `shadowOffset` and drawn
/// beneath the layer. Offset and blur are in the layer's own coordinate space, so they turn and scale with the layer
/// (`ShadowPlan`). Like Core Animation, `masksToBounds` clips the layer's own shadow away, and a mask masks it.
///
/// Depth: every layer is drawn through a `Projection` of its plane (see `Placement` for the flattening rules);
/// back-facing layers with `isDoubleSided` false are skipped. Masks: the layer is drawn offscreen and composited
/// through the anti-aliased alpha of its mask layer. Replicators: the sublayers are drawn once per instance with the
/// instance transform, tint and (when a timeline is given) time offset, re-sampled in place rather than copied.
struct LayerPainter {
    var presentation: Presentation
    /// Decoded images and shaped text, by layer index.
    let contents: ContentStore
    /// The rasterizer's buffers and the gradient ramps built so far (kept from earlier frames by the renderer).
    var scratch: FrameScratch
    var rasterizer: Rasterizer {
        _read { yield scratch.rasterizer }
        _modify { yield &scratch.rasterizer }
    }
    var ramps: GradientRamp.Cache {
        _read { yield scratch.ramps }
        _modify { yield &scratch.ramps }
    }
    /// The timeline and scene time the presentation came from, so replicator instances can be re-sampled.
    let timeline: Timeline?
    /// Colour multiplier of the replicator instance being drawn (nil outside replicators).
    var tint: Color? = nil
    /// The innermost replicator being drawn and its shifted time, for nested replicators' instance times.
    var instanceTime: (replicator: Int, time: Double)? = nil

    init(presentation: Presentation, timeline: Timeline? = nil, contents: ContentStore = ContentStore(),
         scratch: FrameScratch = FrameScratch()) {
        self.presentation = presentation
        self.timeline = timeline
        self.scratch = scratch
        // The store is indexed like the presentation it was prepared from; another tree draws no contents.
        self.contents = contents.layerCount == presentation.layers.count ? contents : ContentStore()
    }

    init(layers: [PresentedLayer], contents: ContentStore = ContentStore()) {
        self.init(presentation: Presentation(time: 0, layers: layers), contents: contents)
    }

    var layers: [PresentedLayer] { presentation.layers }

    /// The sublayers of `index` (roots for nil) that are visible, in Core's drawing order; with `visibleOnly` false,
    /// every sublayer but the mask, in model order.
    func drawingOrder(of index: Int?, visibleOnly: Bool = true) -> [Int] {
        var result: [Int] = []
        var i = index.map { $0 + 1 } ?? 0
        let end = index.map { layers[$0].subtreeEnd } ?? layers.count
        // Siblings whose zPositions already rise in model order are in drawing order: not sorted (two allocations).
        var sorted = true, lastZ = -Double.infinity
        while i < end {
            // Read field by field: a whole PresentedLayer or LayerProperties copied out retains every reference in it.
            let opacity = layers[i].properties.opacity
            if !layers[i].isMask, !visibleOnly || (!layers[i].properties.isHidden && opacity > 0 && opacity.isFinite) {
                result.append(i)
                let zPosition = layers[i].properties.zPosition, z = zPosition.isNaN ? 0 : zPosition
                if z < lastZ { sorted = false }
                lastZ = z
            }
            i = Swift.max(layers[i].subtreeEnd, i + 1)
        }
        return sorted || !visibleOnly ? result : Presentation.drawingOrder(result, in: layers)
    }

    /// The sublayers of the transform layer `index` back to front: Core's drawing order, then stably by the depth of
    /// each anchor in the plane's 3D space (larger z is nearer the viewer), as CATransformLayer sorts them.
    func depthOrder(of index: Int, placement: Placement) -> [Int] {
        let order = drawingOrder(of: index)
        guard order.count > 1 else { return order }
        let depths = order.map { c -> Double in
            let p = layers[c].properties
            let z = placement.accumulated(for: p).projectedPoint(p.anchorInBounds)?.z ?? -Double.infinity
            return z.isNaN ? -Double.infinity : z
        }
        return order.indices.sorted { a, b in depths[a] != depths[b] ? depths[a] < depths[b] : a < b }.map { order[$0] }
    }

    // MARK: Layers

    /// Draws layer `i` and its subtree. `inheritedOpacity` is the product of the opacities of the transform layers
    /// it sits directly in: CATransformLayer applies its opacity to each sublayer on its own, as no compositing group.
    mutating func drawLayer(_ i: Int, placement: Placement, clip: ClipMask?, into canvas: inout RenderTarget,
                            pointScale: Double, inheritedOpacity: Double = 1) {
        let p = layers[i].properties
        guard !p.isHidden, p.opacity > 0, p.opacity.isFinite else { return }
        if scratch.list.isRecording, !DisplayList.canRecord(layers[i]) { scratch.list.stopRecording() }
        let a = placement.accumulated(for: p)
        guard p.isDoubleSided || !a.isBackFacing else { return }
        let toDevice = placement.toDevice(a)
        let m = Projection(toDevice)
        guard LayerPainter.isUsable(m) else { return }
        let inner = Placement.sublayers(of: layers[i].kind, p, accumulated: a, toDevice: toDevice, parent: placement)
        if layers[i].kind == .transformLayer {
            // A transform layer draws nothing of its own; its sublayers are sorted in depth and drawn one by one,
            // each taking its opacity.
            let passed = Swift.min(p.opacity, 1) * inheritedOpacity
            for c in depthOrder(of: i, placement: inner) {
                drawLayer(c, placement: inner, clip: clip, into: &canvas, pointScale: pointScale, inheritedOpacity: passed)
            }
            return
        }
        let opacity = Swift.min(p.opacity, 1) * inheritedOpacity
        let children = drawingOrder(of: i)
        let maskIndex = layers[i].mask
        let hasShadow = p.shadowOpacity > 0 && p.shadowOpacity.isFinite && p.shadowColor.alpha > 0 && !p.masksToBounds
        if !hasShadow, let maskIndex, drawGradientThroughShapeMask(i, mask: maskIndex, m, toDevice: toDevice,
                                                                   opacity: opacity, clip: clip, into: &canvas) {
            return
        }
        if !hasShadow, let maskIndex, drawSolidThroughGradientMask(i, mask: maskIndex, m, toDevice: toDevice,
                                                                   opacity: opacity, clip: clip, into: &canvas) {
            return
        }
        let needsGroup = hasShadow || maskIndex != nil || layers[i].kind == .replicator && opacity < 1
            || (opacity < 1 && (!children.isEmpty || drawnPartCount(p, kind: layers[i].kind) > 1))
        guard needsGroup else {
            drawContent(i, p, m, inner, children: children, clip: clip, alpha: Float(opacity), into: &canvas,
                        pointScale: pointScale)
            return
        }
        scratch.list.stopRecording()
        // Offscreen: only the pixels the subtree can touch, within reach of the visible frame.
        var reach = canvas.bounds
        var sharedShadow: ShadowPlan? = nil
        let shadowAlpha = Float(Swift.min(p.shadowOpacity, 1) * opacity)
        let shadowColor = tint.map { p.shadowColor.multiplied(by: $0) } ?? p.shadowColor
        var plan: ShadowPlan? = nil
        if hasShadow {
            let sp = ShadowPlan(p, m)
            plan = sp
            reach = reach.union(sp.sourceWindow(for: canvas.bounds))
        }
        guard let box = subtreeBounds(i, m, inner, limit: reach) else { return }
        reach = canvas.bounds
        // The mask clips the layer's shadow too (Core Animation masks the layer's whole drawing, its shadow with it),
        // so with a shadow it is taken over the whole canvas, where the shadow may fall.
        let shadowMask = plan == nil ? nil : maskIndex.map {
            maskClip($0, placement: .mask(toDevice: toDevice), area: canvas.bounds, parent: clip, pointScale: pointScale)
        }
        let shadowClip = shadowMask ?? clip
        if let plan {
            let window = plan.sourceWindow(for: canvas.bounds)
            let both = reach.union(window)
            // A full-resolution shadow near the canvas shares the layer's offscreen; a far or reduced one has its own.
            if plan.reduction == 1, both.area <= 2 * (reach.area + window.area) {
                reach = both
                sharedShadow = plan
            } else {
                drawShadow(i, m, inner, children: children, box: box, plan: plan, color: shadowColor,
                           alpha: shadowAlpha, clip: shadowClip, pointScale: pointScale, into: &canvas)
            }
        }
        let area = PixelRect(covering: box).intersection(reach)
        guard !area.isEmpty else { return }
        var off = offscreen(area)
        drawContent(i, p, m, inner, children: children, clip: nil, alpha: 1, into: &off, pointScale: pointScale)
        if let plan = sharedShadow {
            blendShadow(of: off.canvas, plan: plan, color: shadowColor, alpha: shadowAlpha, clip: shadowClip,
                        into: &canvas)
        }
        var through = shadowMask ?? clip
        if shadowMask == nil, let maskIndex {
            through = maskClip(maskIndex, placement: .mask(toDevice: toDevice), area: area, parent: clip,
                               pointScale: pointScale)
        }
        canvas.composite(off.canvas, opacity: Float(opacity), mask: through)
        recycle(off)
    }

    /// The alpha of the mask layer `index` drawn over `area`, as a clip (times `parent`).
    private mutating func maskClip(_ index: Int, placement: Placement, area: PixelRect, parent: ClipMask?,
                                   pointScale: Double) -> ClipMask {
        var plane = offscreen(area)
        let saved = tint
        tint = nil  // a mask's alpha is its own, whatever replicator instance it belongs to
        drawLayer(index, placement: placement, clip: nil, into: &plane, pointScale: pointScale)
        tint = saved
        let mask = ClipMask(alphaOf: plane.canvas, parent: parent)
        recycle(plane)
        return mask
    }

    /// How many separately painted parts a layer has (group opacity only matters when they can overlap).
    private func drawnPartCount(_ p: LayerProperties, kind: LayerKind) -> Int {
        var n = 0
        if p.backgroundColor.alpha > 0 { n += 1 }
        if p.borderWidth > 0, p.borderColor.alpha > 0 { n += 1 }
        if p.contents != nil { n += 1 }
        switch kind {
        case .layer, .replicator, .transformLayer: break
        case .text: if !p.string.isEmpty { n += 1 }
        case .gradient: if !p.colors.isEmpty { n += 1 }
        case .shape:
            if p.path != nil {
                if p.fillColor.alpha > 0 { n += 1 }
                if p.strokeColor.alpha > 0, p.lineWidth > 0 { n += 1 }
            }
        }
        return n
    }

    mutating func drawContent(
        _ i: Int, _ p: LayerProperties, _ m: Projection, _ placement: Placement, children: [Int], clip: ClipMask?,
        alpha: Float, into canvas: inout RenderTarget, pointScale: Double
    ) {
        let kind = layers[i].kind
        let b = LayerPainter.standardized(p.bounds)
        let radii = ShapeBuilder.cornerRadii(p.cornerRadius, mask: p.maskedCorners, in: b)

        if p.backgroundColor.alpha > 0 {
            scratch.list.background = i
            fillRoundedRect(b, radii: radii, m, paint: paint(p.backgroundColor), alpha: alpha, clip: clip, into: &canvas)
        }

        var inner = clip
        var clippedAway = false
        // A gradient layer with nothing else inside already fills exactly its rounded bounds: clipping it to them
        // again would only multiply its anti-aliased edge by itself (and cost a mask per frame).
        let clipsOnlyItsGradient = kind == .gradient && children.isEmpty && p.contents == nil
        if p.masksToBounds && !clipsOnlyItsGradient {
            let mask = makeClip(b, radii: radii, m, parent: clip, limit: canvas.bounds)
            inner = mask
            clippedAway = mask.bounds.isEmpty
        }

        if !clippedAway {
            // Contents sit above the background and below the layer's own drawing and sublayers, as in CALayer.
            if p.contents != nil { drawImage(i, p, bounds: b, m, alpha: alpha, clip: inner, into: &canvas) }
            switch kind {
            case .layer, .replicator, .transformLayer:
                break
            case .text:
                drawText(i, p, bounds: b, m, alpha: alpha, clip: inner, into: &canvas)
            case .gradient:
                let unit = m.prepending(AffineTransform.scale(b.width, b.height).concatenating(.translation(b.minX, b.minY)))
                let colors = tint.map { t in p.colors.map { $0.multiplied(by: t) } } ?? p.colors
                if let paint = gradientPaint(colors: colors, locations: p.locations, type: p.gradientType,
                                             start: p.startPoint, end: p.endPoint, unitToDevice: unit) {
                    // The gradient fills the (rounded) bounds, as a CAGradientLayer with a corner radius shows it.
                    fillRoundedRect(b, radii: radii, m, paint: paint, alpha: alpha, clip: inner, into: &canvas)
                }
            case .shape:
                if let path = p.path { drawShape(path, p, m, alpha: alpha, clip: inner, into: &canvas) }
            }
            if kind == .replicator {
                drawInstances(of: i, placement, clip: inner, into: &canvas, pointScale: pointScale)
            } else {
                for c in children {
                    drawLayer(c, placement: placement, clip: inner, into: &canvas, pointScale: pointScale)
                }
            }
        }

        if p.borderWidth > 0, p.borderWidth.isFinite, p.borderColor.alpha > 0, !b.isEmpty {
            // The border lies inside the bounds: the rounded bounds minus the bounds inset by the width, whose
            // corner radii shrink by the width (never below zero), as Core Animation draws it.
            let w = p.drawnBorderWidth
            var c = Contours()
            ShapeBuilder.addRoundedRect(b, radii: radii, projection: m, into: &c)
            let ib = b.insetBy(dx: w, dy: w)
            if ib.width > 1e-9, ib.height > 1e-9 {
                let ir = (Swift.max(radii.0 - w, 0), Swift.max(radii.1 - w, 0), Swift.max(radii.2 - w, 0), Swift.max(radii.3 - w, 0))
                ShapeBuilder.addRoundedRect(ib, radii: ir, projection: m, into: &c, reversed: true)
            }
            fill(c, rule: .nonZero, paint: paint(p.borderColor), alpha: alpha, clip: clip, into: &canvas)
        }
    }

    private mutating func drawShape(_ path: Path, _ p: LayerProperties, _ m: Projection, alpha: Float,
                                    clip: ClipMask?, into canvas: inout RenderTarget) {
        let scale = m.affine?.maxScale ?? m.pixelScale(over: LayerPainter.controlBounds(path))
        if p.fillColor.alpha > 0 {
            var c = Contours()
            if let affine = m.affine {
                for line in path.applying(affine).flattened(tolerance: ShapeBuilder.tolerance) {
                    // Every subpath is filled as if closed, as Core Graphics fills open subpaths.
                    for q in line.points { c.add(q) }
                    c.close()
                }
            } else {
                // In perspective: flattened in the plane finely enough for the largest magnification, then projected.
                for line in path.flattened(tolerance: ShapeBuilder.tolerance / scale) {
                    m.appendPolygon(line.points, into: &c)
                }
            }
            fill(c, rule: p.fillRule, paint: paint(p.fillColor), alpha: alpha, clip: clip, into: &canvas)
        }
        if p.strokeColor.alpha > 0, p.lineWidth > 0, p.lineWidth.isFinite {
            // Stroke in the layer's own space so a non-uniform transform distorts the pen as it does on iOS.
            let tol = ShapeBuilder.tolerance / Swift.max(LayerPainter.steadyScale(scale), 1e-9)
            let halfWidth = Swift.min(p.lineWidth / 2, LayerPainter.coveringHalfWidth(path, m, canvas: canvas.bounds))
            let stroker = Stroker(halfWidth: halfWidth, cap: p.lineCap, join: p.lineJoin,
                                  miterLimit: p.miterLimit.isFinite ? Swift.max(p.miterLimit, 1) : 10, tolerance: tol)
            let key = StrokeOutlineKey(path: path, stroker: stroker, dashPattern: p.lineDashPattern,
                                       dashPhase: p.lineDashPhase, strokeStart: p.strokeStart, strokeEnd: p.strokeEnd)
            fill(strokeOutline(key).applying(m), rule: .nonZero, paint: paint(p.strokeColor), alpha: alpha, clip: clip,
                 into: &canvas)
        }
    }

    /// `scale` rounded to 28 significant bits: a turning layer's matrix gives its scale a different last bit from
    /// frame to frame, which would change the stroke's tolerance, and so its `StrokeOutlineKey`, every frame.
    static func steadyScale(_ scale: Double) -> Double {
        guard scale.isFinite else { return scale }
        return Double(bitPattern: (scale.bitPattern &+ (1 << 24)) & ~((1 << 25) - 1))
    }

    /// The stroke outline of `key` in the layer's own space: the last frame's when it drew the same one.
    private mutating func strokeOutline(_ key: StrokeOutlineKey) -> Contours {
        scratch.strokes.value(for: key, reusing: scratch.reusesFrames) {
            let lines = key.path.flattened(tolerance: key.stroker.tolerance)
            let pieces = Dasher.pieces(lines, pattern: key.dashPattern, phase: key.dashPhase,
                                       strokeStart: key.strokeStart, strokeEnd: key.strokeEnd)
            return key.stroker.outline(pieces)
        }
    }

    /// A gradient paint (`Paint.gradient`) whose ramp is shared with the frame's other layers of the same colours.
    mutating func gradientPaint(colors: [Color], locations: [Double], type: GradientType, start: Point, end: Point,
                                unitToDevice: Projection) -> Paint? {
        guard let ramp = ramps.ramp(colors: colors, locations: locations) else { return nil }
        return Paint.gradient(ramp, type: type, start: start, end: end, unitToDevice: unitToDevice)
    }

    /// A solid paint of `color` times the current replicator tint.
    func paint(_ color: Color) -> Paint {
        guard let tint else { return .color(color) }
        return .color(color.multiplied(by: tint))
    }

    // MARK: Filling

    /// Fills a rectangle of the layer's space (the axis-aligned fast path when the transform allows it).
    mutating func fillRect(_ r: Rect, _ m: Projection, paint: Paint, alpha: Float, clip: ClipMask?,
                           into canvas: inout RenderTarget) {
        fillRoundedRect(r, radii: (0, 0, 0, 0), m, paint: paint, alpha: alpha, clip: clip, into: &canvas)
    }

    mutating func fillRoundedRect(
        _ r: Rect, radii: (Double, Double, Double, Double), _ m: Projection, paint: Paint, alpha: Float,
        clip: ClipMask?, into canvas: inout RenderTarget
    ) {
        guard !r.isEmpty, r.isFinite else { return }
        let square = radii.0 <= 0 && radii.1 <= 0 && radii.2 <= 0 && radii.3 <= 0
        if square, let m = m.affine, m.isAxisAligned {
            // Axis-aligned rectangle fast path: exact coverage without building edges.
            let region = clip.map { canvas.bounds.intersection($0.bounds) } ?? canvas.bounds
            let rect = m.apply(r)
            recordFill(.rect(rect, clip: region), clip: clip)
            LayerPainter.blendRows(paint: paint, alpha: alpha, clip: clip, into: &canvas) { body in
                rasterizer.fillRectRows(rect, clip: region, body)
            }
            return
        }
        let shape = RoundedRectKey(r, radii: radii, m)
        guard scratch.reusesFrames else {
            fill(roundedRectOutline(shape), rule: .nonZero, paint: paint, alpha: alpha, clip: clip, into: &canvas)
            return
        }
        guard !paint.isInvisible, alpha > 0 else { return recordFill(.none, clip: clip) }
        let region = clip.map { canvas.bounds.intersection($0.bounds) } ?? canvas.bounds
        let key = RoundedRectFillKey(shape: shape, clip: region, runCoverage: clip != nil || !paint.fillsRuns)
        if let kept = scratch.roundedRectFills.value(for: key) {
            recordFill(.kept(kept), clip: clip)
            LayerPainter.replay(kept.entry, paint: paint, alpha: alpha, clip: clip, into: &canvas)
            return
        }
        fill(roundedRectOutline(shape), rule: .nonZero, paint: paint, alpha: alpha, clip: clip, into: &canvas,
             keptAs: key)
    }

    /// Records a background fill in the display list being recorded; a clipped one stops it.
    private mutating func recordFill(_ shape: DisplayList.Shape, clip: ClipMask?) {
        guard scratch.list.isRecording else { return }
        if clip != nil { return scratch.list.stopRecording() }
        scratch.list.record(shape, tint: tint)
    }

    /// The device outline of `key`'s rounded rectangle: the last frame's when it drew the same one.
    private mutating func roundedRectOutline(_ key: RoundedRectKey) -> Contours {
        scratch.roundedRects.value(for: key, reusing: scratch.reusesFrames) {
            var c = Contours()
            let r = key.radii
            ShapeBuilder.addRoundedRect(key.rect, radii: (r.x, r.y, r.z, r.w), projection: key.projection, into: &c)
            return c
        }
    }

    /// Fills `c`; a rounded rectangle's fill passes `keptAs`, under which its coverage is kept once it is replayed.
    mutating func fill(_ c: Contours, rule: FillRule, paint: Paint, alpha: Float, clip: ClipMask?,
                       into canvas: inout RenderTarget, keptAs fillKey: RoundedRectFillKey? = nil) {
        guard !c.isEmpty, !paint.isInvisible, alpha > 0 else { return }
        let region = clip.map { canvas.bounds.intersection($0.bounds) } ?? canvas.bounds
        // Without a clip, a solid or axial paint fills the constant runs from their values alone (`Canvas.blend`).
        let runCoverage = clip != nil || !paint.fillsRuns
        // The coverage rows come from the last frame when the fill has not moved (`CoverageCache`), otherwise from
        // the rasterizer.
        let key = scratch.reusesFrames ? CoverageCache.key(c, rule: rule, clip: region, runCoverage: runCoverage) : nil
        switch key.map({ scratch.coverage.use($0) }) {
        case .replay(let kept)?:
            if let fillKey {
                scratch.roundedRectFills.keep(kept, for: fillKey)
                recordFill(.kept(kept), clip: clip)
            } else {
                scratch.list.stopRecording()
            }
            LayerPainter.replay(kept.entry, paint: paint, alpha: alpha, clip: clip, into: &canvas)
        case .record?:
            scratch.list.stopRecording()
            guard let key else { return }
            var entry = CoverageCache.Entry()
            LayerPainter.blendRows(paint: paint, alpha: alpha, clip: clip, into: &canvas) { body in
                rasterizer.fillRows(c, rule: rule, clip: region, runCoverage: runCoverage) { y, x0, cov, runs in
                    entry.record(y: y, x0: x0, coverage: cov, runs: runs)
                    body(y, x0, cov, runs)
                }
            }
            if clip == nil, case .solid = paint { entry.lanes = LaneGroups(entry, frame: canvas.bounds) }
            scratch.coverage.keep(entry, for: key)
        case .rasterize?, nil:
            scratch.list.stopRecording()
            if clip == nil, case let .solid(color) = paint {
                // A band's repeated rows blended together (`RenderTarget.blendSolidRow`).
                var memo = EdgeMemo(exact: canvas.blendsEdgesExactly)
                let full = color * alpha
                rasterizer.fillRepeatedRows(c, rule: rule, clip: region, runCoverage: runCoverage) { y, n, x0, cov, runs in
                    canvas.blendSolidRow(y: y, count: n, x0: x0, coverage: cov, runs: runs, color: full, memo: &memo)
                }
                return
            }
            LayerPainter.blendRows(paint: paint, alpha: alpha, clip: clip, into: &canvas) { body in
                rasterizer.fillRows(c, rule: rule, clip: region, runCoverage: runCoverage, body)
            }
        }
    }

    /// Blends a fill's kept coverage rows onto `canvas`.
    private static func replay(_ kept: CoverageCache.Entry, paint: Paint, alpha: Float, clip: ClipMask?,
                               into canvas: inout RenderTarget) {
        if clip == nil, case let .solid(color) = paint {
            var memo = EdgeMemo(exact: canvas.blendsEdgesExactly)
            canvas.blendSolidRows(kept, color: color * alpha, memo: &memo)
            return
        }
        blendRows(paint: paint, alpha: alpha, clip: clip, into: &canvas) { body in kept.replay(body) }
    }

    /// Blends the coverage rows that `rows` hands its body onto `canvas`, with one edge memo for the whole fill.
    @inline(__always)
    private static func blendRows(paint: Paint, alpha: Float, clip: ClipMask?, into canvas: inout RenderTarget,
                                  _ rows: (Rasterizer.RowBody) -> Void) {
        var memo = EdgeMemo(exact: canvas.blendsEdgesExactly)
        if clip == nil, case let .solid(color) = paint {
            // What `blend` does with such a fill on every row, decided once for all of them.
            let full = color * alpha
            rows { y, x0, cov, runs in
                canvas.blendSolidRow(y: y, x0: x0, coverage: cov, runs: runs, color: full, memo: &memo)
            }
            return
        }
        rows { y, x0, cov, runs in
            canvas.blend(y: y, x0: x0, coverage: cov, runs: runs, paint: paint, alpha: alpha, mask: clip, memo: &memo)
        }
    }

    private mutating func makeClip(_ r: Rect, radii: (Double, Double, Double, Double), _ m: Projection,
                                   parent: ClipMask?, limit: PixelRect) -> ClipMask {
        let square = radii.0 <= 0 && radii.1 <= 0 && radii.2 <= 0 && radii.3 <= 0
        if square, let a = m.affine, a.isAxisAligned {
            return ClipMask(rect: a.apply(r), limit: limit, parent: parent, rasterizer: &rasterizer)
        }
        var c = Contours()
        ShapeBuilder.addRoundedRect(r, radii: radii, projection: m, into: &c)
        return ClipMask(contours: c, limit: limit, parent: parent, rasterizer: &rasterizer)
    }

    // MARK: Bounds

    /// A conservative device-space box of everything the subtree of `i` can draw (shadows included), or nil when
    /// it draws nothing. Replicators answer `limit` (their instances reach wherever the instance transform takes them).
    private func subtreeBounds(_ i: Int, _ m: Projection, _ inner: Placement, limit: PixelRect) -> Rect? {
        let everything = Rect(Double(limit.x), Double(limit.y), Double(limit.width), Double(limit.height))
        if layers[i].kind == .replicator { return everything }
        let p = layers[i].properties
        let b = LayerPainter.standardized(p.bounds)
        var box: Rect? = b.isEmpty || layers[i].kind == .transformLayer ? nil : m.deviceBounds(of: b)
        if let overflow = contentBounds(i, p, b), let mapped = m.deviceBounds(of: overflow) {
            box = box.map { $0.union(mapped) } ?? mapped
        }
        if layers[i].kind == .shape, let path = p.path, !path.isEmpty {
            var pb = LayerPainter.controlBounds(path)
            if p.strokeColor.alpha > 0, p.lineWidth > 0, p.lineWidth.isFinite {
                let reach = p.lineWidth / 2 * Swift.max(Swift.min(p.miterLimit, 100), 1.5)
                pb = pb.insetBy(dx: -reach, dy: -reach)
            }
            if let mapped = m.deviceBounds(of: pb) { box = box.map { $0.union(mapped) } ?? mapped }
        }
        var childBox: Rect? = nil
        for c in drawingOrder(of: i) {
            let cp = layers[c].properties
            let ca = inner.accumulated(for: cp)
            let cd = inner.toDevice(ca)
            let cm = Projection(cd)
            let cInner = Placement.sublayers(of: layers[c].kind, cp, accumulated: ca, toDevice: cd, parent: inner)
            guard LayerPainter.isUsable(cm), var cb = subtreeBounds(c, cm, cInner, limit: limit) else { continue }
            if cp.shadowOpacity > 0 {
                let shadow = ShadowPlan(cp, cm)
                let s = ShadowBlur.spread(sigma: shadow.sigma) + 1
                let ox = Double(shadow.offset.x), oy = Double(shadow.offset.y)
                cb = cb.union(Rect(cb.minX + ox, cb.minY + oy, cb.width, cb.height)).insetBy(dx: -Double(s), dy: -Double(s))
            }
            childBox = childBox.map { $0.union(cb) } ?? cb
        }
        if var cb = childBox {
            if p.masksToBounds, let own = box { cb = cb.intersection(own) }
            box = box.map { $0.union(cb) } ?? cb
        }
        guard let r = box, r.isFinite else { return nil }
        return r.insetBy(dx: -1, dy: -1)
    }

    /// What contents or text may draw outside the bounds: an image placed by a natural-size gravity, text that
    /// runs past the layer (generous: a line of the largest glyphs on every side).
    private func contentBounds(_ i: Int, _ p: LayerProperties, _ b: Rect) -> Rect? {
        var r: Rect?
        if let image = contents.image(i),
           let placement = ImagePlacement(p, imageWidth: image.width, imageHeight: image.height, bounds: b) {
            r = placement.destination
        }
        if layers[i].kind == .text, let path = contents.textPath(i, TextLayout.Key(p, bounds: b)), !path.isEmpty {
            let local = LayerPainter.controlBounds(path)
            let tb = Rect(local.minX + b.minX, local.minY + b.minY, local.width, local.height)
            r = r.map { $0.union(tb) } ?? tb
        }
        return r
    }

    static func controlBounds(_ path: Path) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ q: Point) {
            guard q.isFinite else { return }
            x0 = Swift.min(x0, q.x); y0 = Swift.min(y0, q.y); x1 = Swift.max(x1, q.x); y1 = Swift.max(y1, q.y)
        }
        for e in path.elements {
            switch e {
            case let .move(to: q), let .line(to: q): add(q)
            case let .quad(to: q, control: c): add(q); add(c)
            case let .cubic(to: q, control1: a, control2: b): add(q); add(a); add(b)
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return .zero }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// A projection worth drawing with: finite and not collapsing the layer to a line or point.
    static func isUsable(_ m: Projection) -> Bool {
        guard m.isFinite else { return false }
        if let a = m.affine { return a.determinant.magnitude > 1e-12 }
        return m.determinant.magnitude > 1e-300
    }

    /// A half line width (in the layer's units) past which a wider pen changes no pixel of `canvas`: every canvas
    /// pixel is then closer to every point of the path than the pen's edge, caps and joins (all at least half a
    /// width from the path), so only the stroke's ends decide what it covers. Two pixels of margin keep the
    /// antialiased edge off the canvas. In perspective no bound is taken (infinity: the pen is not clamped).
    static func coveringHalfWidth(_ path: Path, _ m: Projection, canvas: PixelRect) -> Double {
        guard let m = m.affine else { return .infinity }
        let b = m.apply(controlBounds(path))
        let dx = Swift.max(Double(canvas.maxX) - b.minX, b.maxX - Double(canvas.x))
        let dy = Swift.max(Double(canvas.maxY) - b.minY, b.maxY - Double(canvas.y))
        // The smallest stretch of m is at least |det| / its Frobenius norm, so this many layer units reach at least
        // that far on the device.
        let frobenius = (m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d).squareRoot()
        let shrink = m.determinant.magnitude / frobenius
        let reach = ((dx * dx + dy * dy).squareRoot() + 2) / shrink
        return reach.isFinite && reach > 0 ? reach : .infinity
    }

    /// A rectangle with non-negative size (a negative width means the origin is on the right).
    static func standardized(_ r: Rect) -> Rect {
        guard r.isFinite else { return .zero }
        let x = Swift.min(r.minX, r.maxX), y = Swift.min(r.minY, r.maxY)
        return Rect(x, y, r.width.magnitude, r.height.magnitude)
    }

    static func roundedInt(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(v.rounded(), -1e6), 1e6))
    }
}
