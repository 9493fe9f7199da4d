import AnimaCore

/// Shadows with work bounded by what can reach the canvas.
///
/// Only the source pixels whose blur can land on the canvas are drawn: the canvas moved back by the offset and grown
/// by the blur's spread. A wide blur (σ above `fullResolutionSigma` device pixels) is a low-pass filter, so it is
/// computed at a resolution reduced until σ is `fullResolutionSigma` there and scaled back up bilinearly: the cost of
/// a shadow is then about that of the canvas whatever its radius (issue 18: `shadowRadius` 3000 ran for minutes, 1e4
/// grew past 14 GB and 1e6 tried to allocate 144 TB on a 320×200 canvas).
extension LayerPainter {
    /// The largest blur computed at full resolution, in device pixels.
    static let fullResolutionSigma = 32.0

    /// How a layer's shadow is drawn: blur, offset, and the reduction of resolution (1: none).
    struct ShadowPlan {
        let sigma: Double
        let offset: (x: Int, y: Int)
        let reduction: Double

        init(sigma: Double, offset: (x: Int, y: Int)) {
            let sigma = sigma.isFinite ? Swift.max(sigma, 0) : 0
            self.sigma = sigma
            self.offset = offset
            reduction = sigma > LayerPainter.fullResolutionSigma ? sigma / (LayerPainter.fullResolutionSigma / 2) : 1
        }

        /// The blur at the reduced resolution.
        var reducedSigma: Double { sigma / reduction }

        /// The device pixels whose content can cast shadow onto `canvas`: the canvas moved back by the offset and
        /// grown by the spread.
        func sourceWindow(for canvas: PixelRect) -> PixelRect {
            let spread = Double(ShadowBlur.spread(sigma: reducedSigma)) * reduction + 2 * reduction
            let grow = Int(Swift.min(spread.rounded(.up), 1e8))
            return PixelRect(x: canvas.x - offset.x, y: canvas.y - offset.y, width: canvas.width, height: canvas.height)
                .outset(by: grow)
        }
    }

    /// Draws the shadow of layer `i` (already known to have one) under it: its content drawn offscreen over the part
    /// of `box` that can cast onto the canvas, blurred, tinted and blended.
    mutating func drawShadow(_ i: Int, _ m: Projection, _ inner: Placement, children: [Int], box: Rect,
                             plan: ShadowPlan, color: Color, alpha: Float, clip: ClipMask?, pointScale: Double,
                             into canvas: inout Canvas) {
        let window = plan.sourceWindow(for: canvas.bounds)
        let scale = 1 / plan.reduction
        let reduced = AffineTransform.scale(scale, scale)
        let m2 = m.appending(reduced)
        guard LayerPainter.isUsable(m2) else { return }
        // The sublayers' plane goes to the reduced device too (a transform layer's plane is its parent's).
        var inner2 = inner
        inner2.plane = inner.plane.concatenating(.scale(scale, scale, 1))
        let source = Rect(Double(window.x), Double(window.y), Double(window.width), Double(window.height))
        let area = PixelRect(covering: reduced.apply(box.intersection(source)))
        guard !area.isEmpty else { return }
        var off = Canvas(unchecked: area)
        drawContent(i, m2, inner2, children: children, clip: nil, alpha: 1, into: &off, pointScale: pointScale * scale)
        let blurred = ShadowBlur.blurredAlpha(of: off, sigma: plan.reducedSigma)
        blend(blurred, scale: plan.reduction, offset: plan.offset, color: color, alpha: alpha, clip: clip, into: &canvas)
    }

    /// Blends a blurred alpha plane (at 1/`scale` resolution) onto the canvas as `color`, moved by `offset`, sampling
    /// it bilinearly where it was reduced.
    func blend(_ plane: ShadowBlur.Plane, scale: Double, offset: (x: Int, y: Int), color: Color, alpha: Float,
                       clip: ClipMask?, into canvas: inout Canvas) {
        let footprint = PixelRect(covering: Rect(Double(plane.bounds.x) * scale + Double(offset.x),
                                                 Double(plane.bounds.y) * scale + Double(offset.y),
                                                 Double(plane.bounds.width) * scale, Double(plane.bounds.height) * scale))
        let target = footprint.intersection(canvas.bounds)
        guard !target.isEmpty else { return }
        let paint = Paint.color(color)
        var row = [Float](repeating: 0, count: target.width)
        for y in target.y..<target.maxY {
            var any = false
            for x in target.x..<target.maxX {
                let v = scale == 1 ? plane.value(x: x - offset.x, y: y - offset.y)
                    : plane.sample(x: (Double(x - offset.x) + 0.5) / scale - 0.5, y: (Double(y - offset.y) + 0.5) / scale - 0.5)
                row[x - target.x] = v
                if v > 0 { any = true }
            }
            guard any else { continue }
            row.withUnsafeBufferPointer { cov in
                canvas.blend(y: y, x0: target.x, coverage: cov, paint: paint, alpha: alpha, mask: clip)
            }
        }
    }
}
