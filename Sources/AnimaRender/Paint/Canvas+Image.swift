import AnimaCore
import AnimaImageFormats

extension Canvas {
    /// Blends one row of coverage painted with an image.
    ///
    /// Sampling and compositing are integer (`PixelLanes`): bilinear weights in 1/128 per axis, coverage in 1/256,
    /// the result within one level of a floating-point blend and identical on every machine. Without perspective
    /// and nine-slice, sample positions are 32.32 fixed point: the row's first position (computed in Double) plus
    /// the column offset times the step, so no pixel divides or converts a float and no error accumulates along the
    /// row. Otherwise each pixel maps its centre through the homography (in perspective the homogeneous coordinate is
    /// divided out per pixel, so the texture is perspective-correct) and picks its nine-slice piece.
    mutating func blendImage(y: Int, start: Int, end: Int, x0: Int, coverage: UnsafeBufferPointer<Float>,
                             sampler s: ImageSampler, alpha: Float, maskRow: ClipMask.Row?) {
        let rowBase = (y - bounds.y) * width - bounds.x
        let m = s.deviceToLayer
        let cx = Double(start) + 0.5, cy = Double(y) + 0.5
        let hx = m.a * cx + m.c * cy + m.tx, hy = m.b * cx + m.d * cy + m.ty, hw = m.p * cx + m.q * cy + m.w
        let steps = m.p == 0 && m.q == 0 && hw > 0 && s.x.isSinglePiece && s.y.isSinglePiece
            ? FixedSteps(s, hx / hw, hy / hw, dx: m.a / hw, dy: m.b / hw, count: end - start) : nil
        pixels.withUnsafeMutableBufferPointer { canvas in
            s.pixels.withUnsafeBufferPointer { image in
                guard let src = image.baseAddress, let px = canvas.baseAddress else { return }
                if let steps {
                    let lastX = s.x.first.last, lastY = s.y.first.last
                    if alpha == 1, maskRow == nil, !s.nearest, let cov = coverage.baseAddress {
                        Canvas.blendBilinearRow(s, src, steps, coverage: cov - x0, from: start, to: end,
                                                into: px + rowBase, lastX: lastX, lastY: lastY)
                        return
                    }
                    for x in start..<end {
                        var c = coverage[x &- x0] * alpha
                        if let mk = maskRow { c *= mk.value(x) }
                        guard c > 0 else { continue }
                        let (f, g) = steps.position(x &- start)
                        let color = s.sample(src, fixedX: f, fixedY: g, lastX: lastX, lastY: lastY)
                        color.scaled(by: Canvas.coverage256(c)).draw(over: px + (rowBase &+ x))
                    }
                    return
                }
                for x in start..<end {
                    var c = coverage[x &- x0] * alpha
                    if let mk = maskRow { c *= mk.value(x) }
                    guard c > 0 else { continue }
                    let i = Double(x - start)
                    let w = hw + i * m.p
                    // Behind the viewer (the outline is clipped at the near plane, so only at its very edge).
                    guard w > 0 else { continue }
                    let k = 1 / w
                    let lx = Float((hx + i * m.a) * k), ly = Float((hy + i * m.b) * k)
                    let a = s.x.piece(lx), b = s.y.piece(ly)
                    let color = s.sample(src, a.position(lx), b.position(ly), lastX: a.last, lastY: b.last)
                    color.scaled(by: Canvas.coverage256(c)).draw(over: px + (rowBase &+ x))
                }
            }
        }
    }

    /// The common row: bilinear, affine, full opacity, no clip. `coverage[x]` and `dst[x]` belong to device column
    /// x. Sampling and compositing run in vector registers, four channels per instruction; a fully covered pixel skips
    /// the coverage product (`scaled(by: 256)` is the identity). Same integers as the scalar route.
    private static func blendBilinearRow(_ s: ImageSampler, _ src: UnsafePointer<UInt32>, _ steps: FixedSteps,
                                         coverage: UnsafePointer<Float>, from start: Int, to end: Int,
                                         into dst: UnsafeMutablePointer<UInt32>, lastX: Int, lastY: Int) {
        // Inside the image the clamps change nothing; only the ends of a row, where the outline's anti-aliased edge
        // reaches past the image, need them.
        let inside = steps.unclamped(count: end &- start)
        blendBilinearSpan(s, src, steps, clamped: true, coverage: coverage, from: start, to: start &+ inside.lowerBound,
                          start: start, into: dst, lastX: lastX, lastY: lastY)
        blendBilinearSpan(s, src, steps, clamped: false, coverage: coverage, from: start &+ inside.lowerBound,
                          to: start &+ inside.upperBound, start: start, into: dst, lastX: lastX, lastY: lastY)
        blendBilinearSpan(s, src, steps, clamped: true, coverage: coverage, from: start &+ inside.upperBound, to: end,
                          start: start, into: dst, lastX: lastX, lastY: lastY)
    }

    /// Columns `from..<to` of a `blendBilinearRow` that starts at `start`; `clamped` false only where the
    /// positions are known to lie inside the image.
    @inline(__always)
    private static func blendBilinearSpan(_ s: ImageSampler, _ src: UnsafePointer<UInt32>, _ steps: FixedSteps,
                                          clamped: Bool, coverage: UnsafePointer<Float>, from: Int, to: Int,
                                          start: Int, into dst: UnsafeMutablePointer<UInt32>, lastX: Int, lastY: Int) {
        var x = from
        while x < to {
            let c = coverage[x]
            if c > 0 {
                let (f, g) = clamped ? steps.position(x &- start) : steps.unclampedPosition(x &- start)
                var v = s.bilinearVector(src, fixedX: f, fixedY: g, lastX: lastX, lastY: lastY)
                if c < 1 { v = PixelLanes.scaled(v, by: Canvas.coverage256(c)) }
                PixelLanes.draw(v, over: dst + x)
            }
            x &+= 1
        }
    }

    /// A coverage in 0…1 (not NaN) in 1/256 (0…256).
    @inline(__always) static func coverage256(_ c: Float) -> UInt64 {
        c >= 1 ? 256 : UInt64(c * 256 + 0.5)
    }
}

/// The sample positions along one row of an affine, single-piece image, in 32.32 fixed point, clamped to the
/// image's pixel centres.
private struct FixedSteps {
    static let one = 4_294_967_296.0
    let f0: Int, df: Int, g0: Int, dg: Int
    let fLow: Int, fHigh: Int, gLow: Int, gHigh: Int

    /// Nil when a position on the row is too far out to hold in fixed point (a nearly singular transform); the
    /// floating-point path then draws the row.
    init?(_ s: ImageSampler, _ lx: Double, _ ly: Double, dx: Double, dy: Double, count: Int) {
        let a = s.x.first, b = s.y.first
        let f = lx * Double(a.scale) + Double(a.offset), g = ly * Double(b.scale) + Double(b.offset)
        let stepF = dx * Double(a.scale), stepG = dy * Double(b.scale)
        let n = Double(count)
        let limit = 1e9  // pixel units; × 2³² stays below 2⁶³
        guard f.magnitude < limit, g.magnitude < limit, (f + n * stepF).magnitude < limit,
              (g + n * stepG).magnitude < limit else { return nil }
        f0 = Int(f * Self.one); df = Int(stepF * Self.one); g0 = Int(g * Self.one); dg = Int(stepG * Self.one)
        fLow = Int(Double(a.lo) * Self.one); fHigh = Int(Double(a.hi) * Self.one)
        gLow = Int(Double(b.lo) * Self.one); gHigh = Int(Double(b.hi) * Self.one)
    }

    /// The clamped positions of the pixel `i` columns into the row.
    @inline(__always) func position(_ i: Int) -> (Int, Int) {
        let (f, g) = unclampedPosition(i)
        return (Swift.min(Swift.max(f, fLow), fHigh), Swift.min(Swift.max(g, gLow), gHigh))
    }

    /// The positions of the pixel `i` columns into the row, as they fall.
    @inline(__always) func unclampedPosition(_ i: Int) -> (Int, Int) { (f0 &+ i &* df, g0 &+ i &* dg) }

    /// A run of the row's first `count` pixels whose positions need no clamp (possibly empty). Positions are linear
    /// in the column, so a run whose first and last positions are inside lies wholly inside: the estimate from the
    /// bounds is checked at its ends and narrowed until they are.
    func unclamped(count: Int) -> Range<Int> {
        var lo = 0.0, hi = Double(count)
        for (v0, dv, low, high) in [(f0, df, fLow, fHigh), (g0, dg, gLow, gHigh)] {
            let a = Double(low &- v0) / Double(dv), b = Double(high &- v0) / Double(dv)
            if dv == 0 {
                if v0 < low || v0 > high { return 0..<0 }
            } else {
                lo = Swift.max(lo, Swift.min(a, b).rounded(.up)); hi = Swift.min(hi, Swift.max(a, b).rounded(.down) + 1)
            }
        }
        guard lo < hi else { return 0..<0 }
        var first = Int(lo), end = Int(hi)
        while first < end, !isInside(first) { first &+= 1 }
        while end > first, !isInside(end &- 1) { end &-= 1 }
        return first..<end
    }

    private func isInside(_ i: Int) -> Bool {
        let (f, g) = unclampedPosition(i)
        return f >= fLow && f <= fHigh && g >= gLow && g <= gHigh
    }
}
