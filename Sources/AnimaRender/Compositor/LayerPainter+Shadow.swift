import AnimaCore
import AnimaImageFormats

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

        /// The shadow of a layer with properties `p` whose plane `m` maps to device pixels. Core Animation draws a
        /// layer's shadow as part of the layer, in the layer's own coordinate space (docs/rendering.md, "Shadows"):
        /// `shadowOffset` and `shadowRadius` turn and scale with the layer's transform and its ancestors'. The offset
        /// is the image of the offset vector at the centre of the bounds (rounded to whole pixels); the blur is the
        /// radius times the map's area scale there, √|det J| (exact for turns and uniform scales; a stretched
        /// layer's blur, an ellipse in Core Animation, is drawn as the circle of the same area).
        init(_ p: LayerProperties, _ m: Projection) {
            let b = LayerPainter.standardized(p.bounds)
            let c = Point(b.midX, b.midY)
            var offset = (x: 0, y: 0), scale = 0.0
            if let o = m.apply(c), let x = m.apply(Point(c.x + 1, c.y)), let y = m.apply(Point(c.x, c.y + 1)) {
                let jx = Point(x.x - o.x, x.y - o.y), jy = Point(y.x - o.x, y.y - o.y)
                let dx = p.shadowOffset.width * jx.x + p.shadowOffset.height * jy.x
                let dy = p.shadowOffset.width * jx.y + p.shadowOffset.height * jy.y
                offset = (LayerPainter.roundedInt(dx), LayerPainter.roundedInt(dy))
                scale = Swift.abs(jx.x * jy.y - jx.y * jy.x).squareRoot()
            }
            self.init(sigma: Swift.max(p.shadowRadius, 0) * scale, offset: offset)
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
                             into canvas: inout RenderTarget) {
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
        var off = offscreen(area)
        drawContent(i, layers[i].properties, m2, inner2, children: children, clip: nil, alpha: 1, into: &off,
                    pointScale: pointScale * scale)
        blendShadow(of: off.canvas, plan: plan, color: color, alpha: alpha, clip: clip, into: &canvas)
        recycle(off)
    }

    /// Blurs the alpha of `source` (drawn at the plan's reduction) and blends it onto the canvas as the shadow.
    mutating func blendShadow(of source: Canvas, plan: ShadowPlan, color: Color, alpha: Float, clip: ClipMask?,
                              into canvas: inout RenderTarget) {
        let blurred = ShadowBlur.blurredAlpha(of: source, sigma: plan.reducedSigma, reusing: planeMemory(),
                                              scratch: &scratch.blurScratch)
        blend(blurred, scale: plan.reduction, offset: plan.offset, color: color, alpha: alpha, clip: clip, into: &canvas)
        recycle(blurred)
    }

    /// Blends a blurred alpha plane (at 1/`scale` resolution) onto the canvas as `color`, moved by `offset`, sampling
    /// it bilinearly where it was reduced.
    func blend(_ plane: ShadowBlur.Plane, scale: Double, offset: (x: Int, y: Int), color: Color, alpha: Float,
                       clip: ClipMask?, into canvas: inout RenderTarget) {
        let footprint = PixelRect(covering: Rect(Double(plane.bounds.x) * scale + Double(offset.x),
                                                 Double(plane.bounds.y) * scale + Double(offset.y),
                                                 Double(plane.bounds.width) * scale, Double(plane.bounds.height) * scale))
        let target = footprint.intersection(canvas.bounds)
        guard !target.isEmpty else { return }
        let paint = Paint.color(color)
        var row = [Float](repeating: 0, count: target.width)
        for y in target.y..<target.maxY {
            let any = scale == 1
                ? LayerPainter.planeRow(plane, y: y - offset.y, x0: target.x - offset.x, into: &row)
                : LayerPainter.sampledPlaneRow(plane, scale: scale, y: y, target: target, offset: offset, into: &row)
            guard any else { continue }
            row.withUnsafeBufferPointer { cov in
                canvas.blend(y: y, x0: target.x, coverage: cov, paint: paint, alpha: alpha, mask: clip)
            }
        }
    }

    /// Plane row `y`, columns from `x0`, as alpha 0…1 in `row` (0 off the plane), read in one pass over the part
    /// that lies on it; whether any of it is above 0.
    private static func planeRow(_ plane: ShadowBlur.Plane, y: Int, x0: Int, into row: inout [Float]) -> Bool {
        let b = plane.bounds, n = row.count
        let lo = Swift.min(Swift.max(b.x - x0, 0), n), hi = Swift.max(Swift.min(b.maxX - x0, n), lo)
        var peak: Int32 = 0
        row.withUnsafeMutableBufferPointer { out in
            guard y >= b.y, y < b.maxY, lo < hi else {
                out.update(repeating: 0)
                return
            }
            plane.values.withUnsafeBufferPointer { v in
                let source = (y - b.y) * b.width + x0 - b.x
                for j in 0..<lo { out[j] = 0 }
                for j in lo..<hi {
                    let a = v[source + j]
                    peak = Swift.max(peak, a)
                    out[j] = Float(a) * (1 / 255)
                }
                for j in hi..<n { out[j] = 0 }
            }
        }
        return peak > 0
    }

    /// Row `y` of `target` sampled bilinearly from a plane at 1/`scale` resolution, as `planeRow`.
    private static func sampledPlaneRow(_ plane: ShadowBlur.Plane, scale: Double, y: Int, target: PixelRect,
                                        offset: (x: Int, y: Int), into row: inout [Float]) -> Bool {
        var any = false
        let sy = (Double(y - offset.y) + 0.5) / scale - 0.5
        for x in target.x..<target.maxX {
            let v = plane.sample(x: (Double(x - offset.x) + 0.5) / scale - 0.5, y: sy)
            row[x - target.x] = v
            if v > 0 { any = true }
        }
        return any
    }
}
