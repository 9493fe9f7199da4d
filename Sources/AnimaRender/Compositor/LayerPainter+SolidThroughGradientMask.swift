import AnimaCore

/// A solid (rounded) layer masked by an axial gradient layer: the skeleton shimmer's highlight (Facebook Shimmer's
/// moving gradient mask).
///
/// The general mask path draws the layer offscreen, draws the mask into a second plane and composites through its
/// alpha: three passes over the layer's box and three allocations per frame. When the layer draws nothing but its
/// background and the mask nothing but an axial gradient whose rectangle covers the layer wherever its alpha is not
/// zero, the result is the layer's (rounded) bounds filled with its colour, its alpha scaled by the mask's alpha
/// ramp and opacity: one gradient fill, without the mask's 8-bit quantisation step.
extension LayerPainter {
    /// Draws layer `i` masked by `maskIndex` as one gradient fill of its rounded bounds; false (nothing drawn) when
    /// the pair is not of that simple kind, so the caller takes the general path.
    mutating func drawSolidThroughGradientMask(
        _ i: Int, mask maskIndex: Int, _ m: Projection, toDevice: Transform3D, opacity: Double, clip: ClipMask?,
        into canvas: inout RenderTarget
    ) -> Bool {
        let p = layers[i].properties
        guard tint == nil, isOnlyBackground(i, p), let layerAffine = m.affine, isOnlyAxialGradient(maskIndex)
        else { return false }
        let mp = layers[maskIndex].properties
        let placement = Placement.mask(toDevice: toDevice)
        let a = placement.accumulated(for: mp)
        let mb = LayerPainter.standardized(mp.bounds)
        guard mp.isDoubleSided || !a.isBackFacing, !mb.isEmpty,
              let maskAffine = Projection(placement.toDevice(a)).affine else { return false }
        let unitToDevice = AffineTransform.scale(mb.width, mb.height).concatenating(.translation(mb.minX, mb.minY))
            .concatenating(maskAffine)
        let b = LayerPainter.standardized(p.bounds)
        guard let deviceToUnit = unitToDevice.inverted,
              maskCovers(b, through: layerAffine.concatenating(deviceToUnit), mp) else { return false }
        // The mask lends only its alpha: the layer's colour with each stop's alpha multiplied in.
        let colour = p.backgroundColor.clamped
        let colors = mp.colors.map { Color(colour.red, colour.green, colour.blue, colour.alpha * $0.clamped.alpha) }
        guard let paint = gradientPaint(colors: colors, locations: mp.locations, type: .axial, start: mp.startPoint,
                                        end: mp.endPoint, unitToDevice: Projection(unitToDevice)) else { return true }
        let radii = ShapeBuilder.cornerRadii(p.cornerRadius, mask: p.maskedCorners, in: b)
        fillRoundedRect(b, radii: radii, m, paint: paint, alpha: Float(opacity * Swift.min(mp.opacity, 1)),
                        clip: clip, into: &canvas)
        return true
    }

    /// Whether layer `i` draws a visible background and nothing else (no border, contents, sublayers or shadow).
    private func isOnlyBackground(_ i: Int, _ p: LayerProperties) -> Bool {
        layers[i].kind == .layer && p.backgroundColor.isFinite && p.backgroundColor.alpha > 0
            && !(p.borderWidth > 0 && p.borderColor.alpha > 0) && p.contents == nil && drawingOrder(of: i).isEmpty
    }

    /// Whether mask layer `index` is visible and draws an axial gradient over square bounds and nothing else.
    private func isOnlyAxialGradient(_ index: Int) -> Bool {
        let layer = layers[index], p = layer.properties
        return layer.kind == .gradient && p.gradientType == .axial && layer.mask == nil
            && layer.subtreeEnd <= index + 1 && !p.isHidden && p.opacity > 0 && p.opacity.isFinite
            && !p.colors.isEmpty && p.colors.allSatisfy(\.isFinite) && p.backgroundColor.alpha <= 0
            && !(p.borderWidth > 0 && p.borderColor.alpha > 0) && p.contents == nil && !(p.shadowOpacity > 0)
            && (p.cornerRadius <= 0 || p.maskedCorners.isEmpty)
    }

    /// Whether the mask's rectangle (the unit square under `toUnit`) lets through everything of `bounds` that its
    /// ramp does: across the axis it must contain the bounds; along it, a side that the bounds cross must be where
    /// the ramp pads with a clear end colour anyway (the axis then has to run from u = 0 to u = 1).
    private func maskCovers(_ bounds: Rect, through toUnit: AffineTransform, _ mp: LayerProperties) -> Bool {
        var u0 = Double.infinity, u1 = -Double.infinity, v0 = Double.infinity, v1 = -Double.infinity
        for corner in [Point(bounds.minX, bounds.minY), Point(bounds.maxX, bounds.minY),
                       Point(bounds.maxX, bounds.maxY), Point(bounds.minX, bounds.maxY)] {
            let q = toUnit.apply(corner)
            u0 = Swift.min(u0, q.x); u1 = Swift.max(u1, q.x); v0 = Swift.min(v0, q.y); v1 = Swift.max(v1, q.y)
        }
        guard v0 >= 0, v1 <= 1 else { return false }
        if u0 >= 0, u1 <= 1 { return true }
        let alongU = mp.startPoint == Point(0, mp.startPoint.y) && mp.endPoint == Point(1, mp.startPoint.y)
        guard alongU, let first = mp.colors.first, let last = mp.colors.last else { return false }
        return (u0 >= 0 || first.clamped.alpha <= 0) && (u1 <= 1 || last.clamped.alpha <= 0)
    }
}
