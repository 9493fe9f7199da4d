import AnimaCore

/// A gradient layer masked by a plain filled shape layer: Core Animation's idiom for a gradient-filled path.
///
/// The general mask path draws the gradient offscreen, draws the mask into a second plane and composites through
/// its alpha: three full passes over the layer's box. When the gradient layer draws nothing but its gradient over
/// square bounds, and the mask draws nothing but an opaque-or-translucent fill lying inside those bounds, the
/// masked result is the path's coverage painted with the gradient, times the mask's alpha and the layer's opacity,
/// which one fill of the path computes directly (and without the mask's 8-bit quantisation step).
extension LayerPainter {
    /// Draws layer `i` masked by `maskIndex` as one gradient fill of the mask's path; false (nothing drawn) when
    /// the pair is not of that simple kind, so the caller takes the general path.
    mutating func drawGradientThroughShapeMask(
        _ i: Int, mask maskIndex: Int, _ m: Projection, toDevice: Transform3D, opacity: Double, clip: ClipMask?,
        into canvas: inout RenderTarget
    ) -> Bool {
        let p = layers[i].properties
        guard layers[i].kind == .gradient, isOnlyGradient(i, p), let layerAffine = m.affine, layerAffine.isAxisAligned,
              let mp = plainFill(maskIndex) else { return false }
        let a = Placement.mask(toDevice: toDevice).accumulated(for: mp.properties)
        guard mp.properties.isDoubleSided || !a.isBackFacing,
              let maskAffine = Projection(Placement.mask(toDevice: toDevice).toDevice(a)).affine,
              let path = mp.properties.path else { return false }
        var c = Contours()
        for line in path.applying(maskAffine).flattened(tolerance: ShapeBuilder.tolerance) {
            for q in line.points { c.add(q) }
            c.close()
        }
        let b = LayerPainter.standardized(p.bounds)
        let device = layerAffine.apply(b)
        // The gradient covers its bounds only: the shortcut holds when the path lies inside them.
        guard let box = c.boundingBox, box.minX >= device.minX, box.minY >= device.minY,
              box.maxX <= device.maxX, box.maxY <= device.maxY else { return false }
        let unit = m.prepending(AffineTransform.scale(b.width, b.height).concatenating(.translation(b.minX, b.minY)))
        let colors = tint.map { t in p.colors.map { $0.multiplied(by: t) } } ?? p.colors
        guard let paint = gradientPaint(colors: colors, locations: p.locations, type: p.gradientType,
                                        start: p.startPoint, end: p.endPoint, unitToDevice: unit) else { return true }
        let maskAlpha = mp.properties.fillColor.clamped.alpha * Swift.min(mp.properties.opacity, 1)
        fill(c, rule: mp.properties.fillRule, paint: paint, alpha: Float(opacity * maskAlpha), clip: clip, into: &canvas)
        return true
    }

    /// Whether gradient layer `i` draws its gradient over square bounds and nothing else.
    private func isOnlyGradient(_ i: Int, _ p: LayerProperties) -> Bool {
        p.backgroundColor.alpha <= 0 && !(p.borderWidth > 0 && p.borderColor.alpha > 0) && p.contents == nil
            && !p.masksToBounds && (p.cornerRadius <= 0 || p.maskedCorners.isEmpty) && drawingOrder(of: i).isEmpty
            && !p.colors.isEmpty
    }

    /// The mask layer when it is a visible shape layer drawing only a fill of its path (no stroke, background,
    /// border, contents, shadow, clip, mask or sublayers); nil otherwise.
    private func plainFill(_ index: Int) -> PresentedLayer? {
        let layer = layers[index], p = layer.properties
        guard layer.kind == .shape, layer.mask == nil, layer.subtreeEnd <= index + 1, p.path != nil,
              !p.isHidden, p.opacity > 0, p.opacity.isFinite, p.fillColor.isFinite, p.fillColor.alpha > 0,
              !(p.strokeColor.alpha > 0 && p.lineWidth > 0), p.backgroundColor.alpha <= 0,
              !(p.borderWidth > 0 && p.borderColor.alpha > 0), p.contents == nil, !(p.shadowOpacity > 0),
              !p.masksToBounds else { return nil }
        return layer
    }
}
