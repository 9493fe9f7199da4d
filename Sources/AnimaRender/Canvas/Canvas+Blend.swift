import AnimaCore

/// Source-over compositing of coverage rows, masks and other canvases.
extension Canvas {
    /// Converts a premultiplied pixel word to four floats 0…255.
    @inline(__always) static func floats(_ v: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(Float(v & 0xFF), Float((v >> 8) & 0xFF), Float((v >> 16) & 0xFF), Float(v >> 24))
    }

    /// Rounds four floats 0…255 to a pixel word (clamped, so float drift cannot wrap a channel).
    ///
    /// Scalar on purpose: the generic SIMD rounding initialisers are not specialised and cost ~10× more.
    @inline(__always) static func word(_ f: SIMD4<Float>) -> UInt32 {
        @inline(__always) func q(_ v: Float) -> UInt32 { UInt32(Swift.min(Swift.max(v + 0.5, 0), 255)) }
        let a = q(f.w)
        // Premultiplied colour can never exceed its alpha; clamp so rounding cannot produce an invalid pixel.
        return Swift.min(q(f.x), a) | Swift.min(q(f.y), a) << 8 | Swift.min(q(f.z), a) << 16 | a << 24
    }

    /// `src` (premultiplied 0…255, already scaled by coverage) over the pixel word `d`.
    @inline(__always) static func over(_ src: SIMD4<Float>, _ d: UInt32) -> UInt32 {
        if src.w >= 254.998 { return word(src) }
        if d == 0 { return word(src) }
        return word(src + floats(d) * (1 - src.w * (1 / 255)))
    }

    /// Exact round(c · k / 255) for each byte c of the pixel word `x` (k in 0…255), two channels per multiply.
    @inline(__always) static func scaled(_ x: UInt32, by k: UInt32) -> UInt32 {
        var rb = (x & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((x >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Coverage in 0…1 as an 8-bit weight, rounded to nearest.
    @inline(__always) static func weight(_ c: Float) -> UInt32 { UInt32(Swift.min(c, 1) * 255 + 0.5) }

    /// The premultiplied word `s` over `d` in integers: `s + d · (255 − sα) / 255`, each channel rounded to nearest.
    ///
    /// The sum cannot carry between channels because a premultiplied channel never exceeds its alpha.
    @inline(__always) static func over(word s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scaled(d, by: 255 &- (s >> 24))
    }

    /// Blends one row of coverage painted with `paint`, times `alpha`, times the clip `mask`, onto the canvas.
    mutating func blend(
        y: Int, x0: Int, coverage: UnsafeBufferPointer<Float>, paint: Paint, alpha: Float, mask: ClipMask?
    ) {
        let ly = y - bounds.y
        guard ly >= 0, ly < height else { return }
        let start = Swift.max(x0, bounds.x), end = Swift.min(x0 + coverage.count, bounds.maxX)
        guard start < end else { return }
        let rowBase = ly * width - bounds.x
        let maskRow = mask?.row(y)
        if case let .image(sampler) = paint {
            blendImage(y: y, start: start, end: end, x0: x0, coverage: coverage, sampler: sampler, alpha: alpha,
                       maskRow: maskRow)
            return
        }
        pixels.withUnsafeMutableBufferPointer { px in
            switch paint {
            case let .solid(color):
                // All in integers: the colour is rounded to a word once, each pixel scales it by its 8-bit
                // coverage (a store for covered pixels of an opaque colour) and blends it over the pixel.
                let fullWord = Canvas.word(color * alpha)
                guard let dst = px.baseAddress.map({ $0 + (rowBase + start) }),
                      let cov = coverage.baseAddress.map({ $0 + (start - x0) }) else { break }
                let n = end - start
                guard let maskRow else {
                    Canvas.blendSolid(fullWord, coverage: cov, into: dst, count: n)
                    break
                }
                for j in 0..<n {
                    let c = cov[j] * maskRow.value(start + j)
                    if c <= 0 { continue }
                    dst[j] = Canvas.over(word: Canvas.scaled(fullWord, by: Canvas.weight(c)), dst[j])
                }
            case let .linear(ramp, ax, ay, c0):
                let fy = Float(y) + 0.5
                let t0 = ax * (Float(start) + 0.5) + ay * fy + c0
                guard let dst = px.baseAddress.map({ $0 + (rowBase + start) }),
                      let cov = coverage.baseAddress.map({ $0 + (start - x0) }) else { break }
                ramp.words.withUnsafeBufferPointer { words in
                    guard let w = words.baseAddress else { return }
                    Canvas.blendLinear(w, t0: t0, dt: ax, alpha: alpha, coverage: cov, mask: maskRow, from: start,
                                       into: dst, count: end - start)
                }
            case let .radial(ramp, m):
                let fy = Double(y) + 0.5
                var qx = Float(m.a * (Double(start) + 0.5) + m.c * fy + m.tx)
                var qy = Float(m.b * (Double(start) + 0.5) + m.d * fy + m.ty)
                let dx = Float(m.a), dy = Float(m.b)
                for x in start..<end {
                    defer { qx += dx; qy += dy }
                    var c = coverage[x - x0] * alpha
                    if let mk = maskRow { c *= mk.value(x) }
                    if c <= 0 { continue }
                    let t = (qx * qx + qy * qy).squareRoot()
                    px[rowBase + x] = Canvas.over(ramp.sample(t) * c, px[rowBase + x])
                }
            case let .projective(ramp, m, isRadial):
                let fy = Double(y) + 0.5
                for x in start..<end {
                    var c = coverage[x - x0] * alpha
                    if let mk = maskRow { c *= mk.value(x) }
                    if c <= 0 { continue }
                    let h = m.homogeneous(Point(Double(x) + 0.5, fy))
                    guard h.z != 0 else { continue }
                    let u = h.x / h.z, v = h.y / h.z
                    let t = isRadial ? (u * u + v * v).squareRoot() : u
                    px[rowBase + x] = Canvas.over(ramp.sample(Float(t)) * c, px[rowBase + x])
                }
            case .image:
                break  // Handled above, outside this buffer access.
            }
        }
    }

    /// One row of a solid colour word through float coverage: covered pixels of an opaque colour are a store,
    /// the rest an integer blend of the word scaled by the pixel's 8-bit coverage.
    @inline(__always)
    static func blendSolid(_ word: UInt32, coverage cov: UnsafePointer<Float>, into dst: UnsafeMutablePointer<UInt32>,
                           count n: Int) {
        let opaque = word >> 24 == 255
        var j = 0
        while j < n {
            let c = cov[j]
            if c >= 1 {
                dst[j] = opaque ? word : Canvas.over(word: word, dst[j])
            } else if c > 0 {
                dst[j] = Canvas.over(word: Canvas.scaled(word, by: Canvas.weight(c)), dst[j])
            }
            j &+= 1
        }
    }

    /// One row of an axial gradient (t = t0 + j·dt along the row) read from the ramp's words, with the same integer
    /// blend as `blendSolid`; `alpha` and the clip row scale the coverage first.
    @inline(__always)
    static func blendLinear(_ words: UnsafePointer<UInt32>, t0: Float, dt: Float, alpha: Float,
                            coverage cov: UnsafePointer<Float>, mask: ClipMask.Row?, from start: Int,
                            into dst: UnsafeMutablePointer<UInt32>, count n: Int) {
        var t = t0
        var j = 0
        while j < n {
            defer { t += dt; j &+= 1 }
            var c = cov[j] * alpha
            if let m = mask { c *= m.value(start &+ j) }
            if c <= 0 { continue }
            let w = words[GradientRamp.index(t)]
            if c >= 1 {
                dst[j] = w >> 24 == 255 ? w : Canvas.over(word: w, dst[j])
            } else {
                dst[j] = Canvas.over(word: Canvas.scaled(w, by: Canvas.weight(c)), dst[j])
            }
        }
    }

    /// Draws `source` over this canvas at its device position, scaled by `opacity` and the clip `mask`.
    mutating func composite(_ source: Canvas, opacity: Float, mask: ClipMask?) {
        let area = source.bounds.intersection(bounds)
        guard !area.isEmpty, opacity > 0 else { return }
        let sw = source.width, sx0 = source.bounds.x, sy0 = source.bounds.y
        let dw = width, dx0 = bounds.x, dy0 = bounds.y
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in area.y..<area.maxY {
                    let maskRow = mask?.row(y)
                    let srow = (y - sy0) * sw - sx0, drow = (y - dy0) * dw - dx0
                    for x in area.x..<area.maxX {
                        let s = src[srow + x]
                        if s == 0 { continue }
                        var k = opacity
                        if let m = maskRow { k *= m.value(x) }
                        if k <= 0 { continue }
                        if k >= 1 && s >> 24 == 255 { dst[drow + x] = s; continue }
                        dst[drow + x] = Canvas.over(Canvas.floats(s) * k, dst[drow + x])
                    }
                }
            }
        }
    }
}
