import AnimaCore

/// A gradient's colours sampled into a lookup table of premultiplied 0…255 values, indexed by t in 0…1.
///
/// Colours are interpolated component-wise in straight sRGB (as Core Animation interpolates colours) and premultiplied
/// per entry. 1,024 entries are finer than an 8-bit channel can step over any on-screen distance up to 4K, so the
/// table is invisible; t at or beyond either end reads the exact end colour (pad extension, as CAGradientLayer).
struct GradientRamp: Sendable {
    static let size = 1024
    private(set) var table: [SIMD4<Float>]
    /// The same entries as pixel words, for the opaque fast path (a store instead of a blend).
    private(set) var words: [UInt32]
    /// Whether every entry is opaque.
    private(set) var isOpaque: Bool

    /// A ramp through `colors` at `locations` (ignored unless there is one per colour; clamped to 0…1 and made
    /// non-decreasing, as an unsorted location list has no sensible reading). Nil when there are no colours.
    init?(colors: [Color], locations: [Double]) {
        guard !colors.isEmpty else { return nil }
        var locs: [Double]
        if locations.count == colors.count, locations.allSatisfy(\.isFinite) {
            locs = locations.map { Swift.min(Swift.max($0, 0), 1) }
            for i in locs.indices.dropFirst() { locs[i] = Swift.max(locs[i], locs[i - 1]) }
        } else if colors.count == 1 {
            locs = [0]
        } else {
            locs = colors.indices.map { Double($0) / Double(colors.count - 1) }
        }
        let stops = colors.map { c -> SIMD4<Double> in
            let k = c.isFinite ? c.clamped : Color.clear
            return SIMD4(k.red, k.green, k.blue, k.alpha)
        }
        var table = [SIMD4<Float>](repeating: .zero, count: GradientRamp.size)
        var words = [UInt32](repeating: 0, count: GradientRamp.size)
        // Built per layer per frame, so in one pass: t only grows, and the stop search resumes where it left off.
        let n = stops.count, first = locs[0], last = locs[n - 1]
        var stop = 1
        var opaque = true
        for i in 0..<GradientRamp.size {
            let t = Double(i) / Double(GradientRamp.size - 1)
            while stop < n - 1, locs[stop] < t { stop += 1 }
            let c: SIMD4<Double>
            if t <= first {
                c = stops[0]
            } else if t >= last {
                c = stops[n - 1]
            } else {
                // Component-wise in straight colour, as Color.interpolated(to:_:).
                let a = locs[stop - 1], b = locs[stop]
                let f = b > a ? (t - a) / (b - a) : 1
                c = stops[stop - 1] + (stops[stop] - stops[stop - 1]) * f
            }
            let v = SIMD4<Float>(Float(c.x * c.w), Float(c.y * c.w), Float(c.z * c.w), Float(c.w)) * 255
            table[i] = v
            words[i] = Canvas.word(v)
            opaque = opaque && v.w >= 254.998
        }
        self.table = table
        self.words = words
        isOpaque = opaque
    }

    /// The table index for `t`, clamped to the ends.
    @inline(__always) static func index(_ t: Float) -> Int {
        let x = t * Float(GradientRamp.size - 1) + 0.5
        // NaN compares false both ways and lands on the first entry.
        return x > 0 ? (x < Float(GradientRamp.size - 1) ? Int(x) : GradientRamp.size - 1) : 0
    }

    /// The premultiplied colour at `t`, clamped to the ends.
    @inline(__always) func sample(_ t: Float) -> SIMD4<Float> { table[GradientRamp.index(t)] }
}
