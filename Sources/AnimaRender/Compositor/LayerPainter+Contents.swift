import AnimaCore

/// Drawing a layer's contents image and a text layer's text, in the layer's own 2D space through the same
/// transform path shapes use (so both rotate, scale and animate like any other drawing).
///
/// Depth: text is flattened in the layer's plane and projected like shapes, and images are sampled through the
/// inverse of the layer's projection with its divide per pixel, so both are perspective-correct.
extension LayerPainter {
    /// The image placed by `contentsGravity`, cut by `contentsRect`, nine-sliced by `contentsCenter`, sampled with
    /// the layer's filters.
    mutating func drawImage(_ i: Int, _ p: LayerProperties, bounds b: Rect, _ projection: Projection, alpha: Float,
                            clip: ClipMask?, into canvas: inout RenderTarget) {
        guard let image = contents.image(i), let toLayer = LayerPainter.deviceToLayer(projection),
              let placement = ImagePlacement(p, imageWidth: image.width, imageHeight: image.height, bounds: b) else { return }
        let deviceScale = placement.pixelScale * projection.pixelScale(over: placement.destination)
        let magnifying = deviceScale >= 1
        let filter = magnifying ? p.magnificationFilter : p.minificationFilter
        let level = filter == .trilinear && !magnifying ? image.level(forScale: deviceScale) : 0
        let source = image.levels[level]
        let k = Float(source.width) / Float(image.width), kv = Float(source.height) / Float(image.height)
        let sampler = ImageSampler(
            pixels: source.pixels, width: source.width, deviceToLayer: toLayer,
            x: .init(layer: placement.layerX, image: placement.imageX * k, size: source.width),
            y: .init(layer: placement.layerY, image: placement.imageY * kv, size: source.height),
            nearest: filter == .nearest)
        fillRect(placement.destination, projection, paint: .image(sampler), alpha: alpha, clip: clip, into: &canvas)
    }

    /// A text layer's string in `foregroundColor`: upright text (the layer's transform a translation and a uniform
    /// scale) is composited from cached glyph masks; rotated, skewed, mirrored, very large or perspective text is
    /// filled as glyph outlines (non-zero winding, as fonts are drawn), exactly where the transform puts it.
    mutating func drawText(_ i: Int, _ p: LayerProperties, bounds b: Rect, _ m: Projection, alpha: Float,
                           clip: ClipMask?, into canvas: inout RenderTarget) {
        guard p.foregroundColor.alpha > 0, alpha > 0, let text = contents.text(i),
              let layout = contents.textLayout(i, TextLayout.Key(p, bounds: b)),
              case let .solid(color) = paint(p.foregroundColor), color.w > 0 else { return }
        // The layout is relative to the layer's top-left corner; the corner's offset joins the layer's transform.
        let m = m.prepending(.translation(b.minX, b.minY))
        if let affine = m.affine, let masks = contents.glyphMasks, let scale = LayerPainter.uprightScale(affine),
           scale * layout.unitScale * text.unitsPerEm <= GlyphMask.maxPixelsPerEm {
            drawGlyphMasks(layout, text, masks, affine, scale: scale * layout.unitScale, color: PixelLanes(color),
                           alpha: alpha, clip: clip, into: &canvas)
            return
        }
        let path = layout.path
        var c = Contours()
        if let affine = m.affine {
            for line in path.applying(affine).flattened(tolerance: ShapeBuilder.tolerance) {
                for q in line.points { c.add(q) }
                c.close()
            }
        } else {
            // In perspective: flattened in the plane finely enough for the largest magnification, then projected.
            let scale = m.pixelScale(over: LayerPainter.controlBounds(path))
            for line in path.flattened(tolerance: ShapeBuilder.tolerance / Swift.max(scale, 1e-9)) {
                m.appendPolygon(line.points, into: &c)
            }
        }
        fillGlyphs(c, color: PixelLanes(color), alpha: alpha, clip: clip, into: &canvas)
    }

    /// Composites each glyph's cached mask at its origin rounded to the mask's sub-pixel steps; `scale` is device
    /// pixels per font unit. A mask missing from the cache is rasterised from the outline now (once per size and phase).
    private mutating func drawGlyphMasks(_ layout: TextLayout, _ text: PreparedText, _ masks: GlyphMaskCache,
                                         _ m: AffineTransform, scale: Double, color: PixelLanes, alpha: Float,
                                         clip: ClipMask?, into canvas: inout RenderTarget) {
        for glyph in layout.glyphs {
            // Far beyond any canvas (or not finite): nothing to draw.
            guard let at = GlyphMask.placement(of: m.apply(Point(glyph.x, glyph.y))) else { continue }
            let key = GlyphMask.Key(font: text.fontID, glyph: glyph.id, scale: scale.bitPattern,
                                    phase: UInt8(at.phaseX * GlyphMask.stepsY + at.phaseY))
            let mask = masks.mask(key) {
                GlyphMask(outline: text.outlines[glyph.id] ?? Path(), scale: scale, phaseX: at.phaseX,
                          phaseY: at.phaseY, rasterizer: &rasterizer)
            }
            canvas.blendGlyphMask(mask, x: at.x, y: at.y, color: color, alpha: alpha, clip: clip)
        }
    }

    /// The uniform scale of a transform that only scales (equally on both axes, without mirroring) and translates,
    /// or nil. Rotations by a multiple of 2π and products of such transforms leave rounding noise in the
    /// off-diagonal terms; below 1e-9 of the scale it moves no glyph by a visible amount across any canvas.
    static func uprightScale(_ m: AffineTransform) -> Double? {
        let s = m.a
        guard s > 0, s.isFinite, (m.d - s).magnitude <= s * 1e-9, m.b.magnitude <= s * 1e-9,
              m.c.magnitude <= s * 1e-9 else { return nil }
        return s
    }

    /// Fills glyph outlines (non-zero winding) with a solid colour through the integer glyph blender.
    private mutating func fillGlyphs(_ c: Contours, color lanes: PixelLanes, alpha: Float, clip: ClipMask?,
                                     into canvas: inout RenderTarget) {
        guard !c.isEmpty else { return }
        let region = clip.map { canvas.bounds.intersection($0.bounds) } ?? canvas.bounds
        rasterizer.fill(c, rule: .nonZero, clip: region) { y, x0, cov in
            canvas.blendGlyphs(y: y, x0: x0, coverage: cov, color: lanes, alpha: alpha, mask: clip)
        }
    }

    /// Device pixels back to the layer's plane: the inverse affine map (W = 1), or in perspective the inverse
    /// homography; nil when the layer is singular.
    static func deviceToLayer(_ m: Projection) -> Projection? {
        if let affine = m.affine { return affine.inverted.map(Projection.init) }
        return m.inverse
    }
}

/// Where a contents image lands in a layer: the destination rectangle (gravity) and, per axis, the nine-slice
/// breakpoints in layer and image coordinates.
struct ImagePlacement {
    let destination: Rect
    let layerX: SIMD4<Float>, layerY: SIMD4<Float>
    let imageX: SIMD4<Float>, imageY: SIMD4<Float>
    /// Device-independent scale: layer points per image pixel of the stretched centre (for filter choice).
    let pixelScale: Double

    init?(_ p: LayerProperties, imageWidth w: Int, imageHeight h: Int, bounds b: Rect) {
        let scale = p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1
        let cr = p.contentsRect, cc = p.contentsCenter
        guard cr.isFinite, cc.isFinite, cr.width != 0, cr.height != 0 else { return nil }
        // The selected part of the image, in pixels.
        let sx = cr.minX * Double(w), sy = cr.minY * Double(h), sw = cr.width * Double(w), sh = cr.height * Double(h)
        let natural = Size(sw.magnitude / scale, sh.magnitude / scale)
        let d = p.contentsGravity.rect(for: natural, in: b)
        guard d.width > 0, d.height > 0, d.isFinite else { return nil }
        destination = d
        let cx0 = Swift.min(Swift.max(cc.minX, 0), 1), cx1 = Swift.min(Swift.max(cc.maxX, cx0), 1)
        let cy0 = Swift.min(Swift.max(cc.minY, 0), 1), cy1 = Swift.min(Swift.max(cc.maxY, cy0), 1)
        (layerX, imageX) = Self.axis(d.minX, d.width, source: sx, sw, edges: (cx0, cx1), scale: natural.width / sw.magnitude)
        (layerY, imageY) = Self.axis(d.minY, d.height, source: sy, sh, edges: (cy0, cy1), scale: natural.height / sh.magnitude)
        let centreW = Double(layerX[2] - layerX[1]), centreSW = Double(imageX[2] - imageX[1]).magnitude
        pixelScale = centreSW > 0 ? centreW / centreSW : d.width / sw.magnitude
    }

    /// One axis of a nine-slice: the edges keep their natural size (shrunk together when they do not fit), the
    /// centre stretches.
    private static func axis(_ d0: Double, _ dw: Double, source s0: Double, _ sw: Double, edges: (Double, Double),
                             scale: Double) -> (SIMD4<Float>, SIMD4<Float>) {
        var lead = edges.0 * sw.magnitude * scale, trail = (1 - edges.1) * sw.magnitude * scale
        if lead + trail > dw, lead + trail > 0 {
            let f = dw / (lead + trail)
            lead *= f; trail *= f
        }
        let layer = SIMD4<Float>(Float(d0), Float(d0 + lead), Float(d0 + dw - trail), Float(d0 + dw))
        let image = SIMD4<Float>(Float(s0), Float(s0 + edges.0 * sw), Float(s0 + edges.1 * sw), Float(s0 + sw))
        return (layer, image)
    }
}
