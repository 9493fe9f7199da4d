import AnimaImageFormats

/// How far an exporter's frame is from the renderer's, by issue 29's rule: both composited over the canvas's white,
/// compared only away from anti-aliased edges (a pixel within 1 px of a step of more than 24/255 in either image is
/// an edge, where two rasterisers legitimately differ), the mean absolute channel difference must be ≤ 2/255 and at
/// most 0.5 % of the compared pixels may be off by more than 32/255 on some channel.
struct FrameAgreement: CustomStringConvertible {
    /// Mean absolute channel difference over the compared pixels, in 1/255.
    let mean: Double
    /// Share of the compared pixels off by more than 32/255 on some channel.
    let far: Double
    /// How many pixels were compared (not on an edge).
    let compared: Int

    /// The bounds.
    static let meanLimit = 2.0, farLimit = 0.005, farChannel = 32.0, edgeStep = 24.0

    /// Whether the frames agree within the bounds.
    var agrees: Bool { mean <= Self.meanLimit && far <= Self.farLimit }

    var description: String { "mean \(Self.rounded(mean))/255, \(Self.rounded(far * 100)) % over 32/255 of \(compared) px" }

    /// The agreement of `theirs` with `ours`, both as opaque RGB over white (`OpaqueFrame`).
    init(_ ours: OpaqueFrame, _ theirs: OpaqueFrame) {
        let w = Swift.min(ours.width, theirs.width), h = Swift.min(ours.height, theirs.height)
        var sum = 0.0, count = 0, far = 0
        for y in 0..<h {
            for x in 0..<w where !ours.isEdge(x, y, within: w, h) && !theirs.isEdge(x, y, within: w, h) {
                let d = ours.rgb(x, y) - theirs.rgb(x, y)
                let m = SIMD3(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z))
                sum += (m.x + m.y + m.z) / 3
                if Swift.max(m.x, m.y, m.z) > Self.farChannel { far += 1 }
                count += 1
            }
        }
        compared = count
        mean = count > 0 ? sum / Double(count) : 0
        self.far = count > 0 ? Double(far) / Double(count) : 0
    }

    private static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}

/// A frame as opaque RGB channel values 0…255 over a white canvas: the renderer's premultiplied pixels, a decoded
/// PNG, or rlottie's premultiplied ARGB words.
struct OpaqueFrame {
    let width: Int, height: Int
    /// R, G, B per pixel, row by row.
    let values: [Double]

    /// Channel values as they are.
    init(values: [Double], width: Int, height: Int) { (self.width, self.height, self.values) = (width, height, values) }

    /// A canvas (premultiplied) composited over white.
    init(_ canvas: Canvas) {
        var v: [Double] = []
        v.reserveCapacity(canvas.width * canvas.height * 3)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.premultipliedPixel(x: x, y: y)
                let k = 255 - Double(p.a)
                v += [Double(p.r) + k, Double(p.g) + k, Double(p.b) + k]
            }
        }
        (width, height, values) = (canvas.width, canvas.height, v)
    }

    /// rlottie's premultiplied ARGB32 words (native order) composited over white.
    init(argbWords words: [UInt32], width: Int, height: Int) {
        var v: [Double] = []
        v.reserveCapacity(words.count * 3)
        for w in words {
            let k = 255 - Double(w >> 24)
            v += [Double((w >> 16) & 0xFF) + k, Double((w >> 8) & 0xFF) + k, Double(w & 0xFF) + k]
        }
        (self.width, self.height, values) = (width, height, v)
    }

    func rgb(_ x: Int, _ y: Int) -> SIMD3<Double> {
        let i = (y * width + x) * 3
        return SIMD3(values[i], values[i + 1], values[i + 2])
    }

    /// Whether a neighbour within 1 px differs from the pixel by more than `FrameAgreement.edgeStep`.
    func isEdge(_ x: Int, _ y: Int, within w: Int, _ h: Int) -> Bool {
        let v = rgb(x, y)
        for dy in -1...1 {
            for dx in -1...1 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                let d = rgb(nx, ny) - v
                if Swift.max(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z)) > FrameAgreement.edgeStep { return true }
            }
        }
        return false
    }
}
