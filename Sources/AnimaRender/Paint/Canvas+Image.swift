import AnimaCore

extension Canvas {
    /// Blends one row of coverage painted with an image.
    ///
    /// Sampling and compositing are integer (`PixelLanes`): bilinear weights in 1/128 per axis, coverage in 1/256,
    /// the result exact to within one level of the floating-point blend and identical on every machine.
    /// Each pixel's sample position is the row's first position plus its column offset times the step (computed in
    /// Double once per row), so no error accumulates along a row and no pixel divides — except in perspective,
    /// where the homogeneous coordinate is divided out per pixel (the texture is then perspective-correct).
    mutating func blendImage(y: Int, start: Int, end: Int, x0: Int, coverage: UnsafeBufferPointer<Float>,
                             sampler s: ImageSampler, alpha: Float, maskRow: ClipMask.Row?) {
        let rowBase = (y - bounds.y) * width - bounds.x
        let m = s.deviceToLayer
        let cx = Double(start) + 0.5, cy = Double(y) + 0.5
        let hx = m.a * cx + m.c * cy + m.tx, hy = m.b * cx + m.d * cy + m.ty, hw = m.p * cx + m.q * cy + m.w
        let affine = m.p == 0 && m.q == 0 && hw > 0
        pixels.withUnsafeMutableBufferPointer { px in
            s.pixels.withUnsafeBufferPointer { image in
                guard let src = image.baseAddress else { return }
                if affine, s.x.isSinglePiece, s.y.isSinglePiece {
                    // One linear piece per axis: the sample position is affine in the device column.
                    let a = s.x.first, b = s.y.first
                    let f0 = Float(hx / hw * Double(a.scale) + Double(a.offset)), df = Float(m.a / hw * Double(a.scale))
                    let g0 = Float(hy / hw * Double(b.scale) + Double(b.offset)), dg = Float(m.b / hw * Double(b.scale))
                    for x in start..<end {
                        var c = coverage[x - x0] * alpha
                        if let mk = maskRow { c *= mk.value(x) }
                        if c <= 0 { continue }
                        let i = Float(x - start)
                        let f = ImageSampler.Axis.clamp(f0 + i * df, a.lo, a.hi)
                        let g = ImageSampler.Axis.clamp(g0 + i * dg, b.lo, b.hi)
                        let color = s.sample(src, f, g, lastX: a.last, lastY: b.last)
                        px[rowBase + x] = color.scaled(by: Canvas.coverage256(c)).over(px[rowBase + x])
                    }
                    return
                }
                for x in start..<end {
                    var c = coverage[x - x0] * alpha
                    if let mk = maskRow { c *= mk.value(x) }
                    if c <= 0 { continue }
                    let i = Double(x - start)
                    let w = hw + i * m.p
                    // Behind the viewer (the outline is clipped at the near plane, so only at its very edge).
                    guard w > 0 else { continue }
                    let k = 1 / w
                    let lx = Float((hx + i * m.a) * k), ly = Float((hy + i * m.b) * k)
                    let a = s.x.piece(lx), b = s.y.piece(ly)
                    let color = s.sample(src, a.position(lx), b.position(ly), lastX: a.last, lastY: b.last)
                    px[rowBase + x] = color.scaled(by: Canvas.coverage256(c)).over(px[rowBase + x])
                }
            }
        }
    }

    /// A coverage 0…1 in 1/256 (0…256).
    @inline(__always) static func coverage256(_ c: Float) -> UInt64 {
        c >= 1 ? 256 : UInt64(c * 256 + 0.5)
    }
}
