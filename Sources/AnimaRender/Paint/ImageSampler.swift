import AnimaCore

/// Samples a premultiplied image for a paint: which image pixels a device pixel sees, and how they are filtered.
///
/// Pixel-centre convention: image pixel (i, j) covers [i, i+1] × [j, j+1] in image coordinates and its value sits
/// at its centre (i + ½, j + ½); device pixel (x, y) is sampled at its centre (x + ½, y + ½). So an image drawn 1:1
/// on whole pixels reproduces its pixels exactly, and a 2× magnification gives bilinear weights ¾ / ¼.
///
/// A device point goes to the layer's coordinates (`deviceToLayer`), then each axis maps layer → image piecewise
/// linearly: one piece normally, three for a nine-slice (`contentsCenter`). Within a piece, coordinates are clamped
/// to that piece's source pixels, so neither the outside of `contentsRect` nor a neighbouring patch bleeds in.
struct ImageSampler: Sendable {
    /// One axis of the layer → image mapping: breakpoints in the layer and the matching image coordinates.
    struct Axis: Sendable {
        /// Layer coordinates of the piece boundaries (4 values; equal neighbours mean an empty piece).
        let layer: SIMD4<Float>
        /// Image coordinates (pixels of the sampled level) of the same boundaries.
        let image: SIMD4<Float>
        /// The image's size along this axis, in pixels.
        let size: Int

        /// The image coordinate for layer coordinate `x`, clamped into its piece's pixel centres.
        @inline(__always) func map(_ x: Float) -> (u: Float, low: Int, high: Int) {
            let k = x < layer[1] ? 0 : (x < layer[2] ? 1 : 2)
            let l0 = layer[k], l1 = layer[k + 1], s0 = image[k], s1 = image[k + 1]
            let u = l1 > l0 ? s0 + (x - l0) * (s1 - s0) / (l1 - l0) : s0
            var lo = Swift.min(s0, s1) + 0.5, hi = Swift.max(s0, s1) - 0.5
            if hi < lo { lo = (s0 + s1) / 2; hi = lo }
            lo = Swift.max(lo, 0.5); hi = Swift.min(hi, Float(size) - 0.5)
            if hi < lo { hi = lo }
            let low = Swift.max(Int((lo - 0.5).rounded(.down)), 0)
            let high = Swift.min(Swift.max(Int((hi - 0.5).rounded(.up)), low), size - 1)
            return (Swift.min(Swift.max(u, lo), hi), low, high)
        }
    }

    let pixels: [UInt32]
    let width: Int
    let deviceToLayer: AffineTransform
    let x: Axis, y: Axis
    let nearest: Bool

    /// The premultiplied colour (0…255) seen at layer point (lx, ly).
    @inline(__always) func sample(_ lx: Float, _ ly: Float) -> SIMD4<Float> {
        let (u, ux0, ux1) = x.map(lx)
        let (v, vy0, vy1) = y.map(ly)
        if nearest {
            let i = Swift.min(Swift.max(Int(u), ux0), ux1), j = Swift.min(Swift.max(Int(v), vy0), vy1)
            return Canvas.floats(pixels[j * width + i])
        }
        let fx = u - 0.5, fy = v - 0.5
        let bx = fx.rounded(.down), by = fy.rounded(.down)
        let tx = fx - bx, ty = fy - by
        let xa = Swift.min(Swift.max(Int(bx), ux0), ux1), xb = Swift.min(Swift.max(Int(bx) + 1, ux0), ux1)
        let ya = Swift.min(Swift.max(Int(by), vy0), vy1), yb = Swift.min(Swift.max(Int(by) + 1, vy0), vy1)
        let p00 = Canvas.floats(pixels[ya * width + xa]), p10 = Canvas.floats(pixels[ya * width + xb])
        let p01 = Canvas.floats(pixels[yb * width + xa]), p11 = Canvas.floats(pixels[yb * width + xb])
        let top = p00 + (p10 - p00) * tx
        let bottom = p01 + (p11 - p01) * tx
        return top + (bottom - top) * ty
    }
}

extension Canvas {
    /// Blends one row of coverage painted with an image.
    mutating func blendImage(y: Int, start: Int, end: Int, x0: Int, coverage: UnsafeBufferPointer<Float>,
                             sampler s: ImageSampler, alpha: Float, maskRow: ClipMask.Row?) {
        let rowBase = (y - bounds.y) * width - bounds.x
        let m = s.deviceToLayer
        let fy = Double(y) + 0.5
        var lx = Float(m.a * (Double(start) + 0.5) + m.c * fy + m.tx)
        var ly = Float(m.b * (Double(start) + 0.5) + m.d * fy + m.ty)
        let dx = Float(m.a), dy = Float(m.b)
        pixels.withUnsafeMutableBufferPointer { px in
            for x in start..<end {
                defer { lx += dx; ly += dy }
                var c = coverage[x - x0] * alpha
                if let mk = maskRow { c *= mk.value(x) }
                if c <= 0 { continue }
                px[rowBase + x] = Canvas.over(s.sample(lx, ly) * c, px[rowBase + x])
            }
        }
    }
}
