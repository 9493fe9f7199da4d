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
        let cols = colors.map { $0.isFinite ? $0.clamped : Color.clear }
        // One pass: t only grows, so the stop search resumes where the previous entry left it (built per layer per frame).
        var table = [SIMD4<Float>](repeating: .zero, count: GradientRamp.size)
        var words = [UInt32](repeating: 0, count: GradientRamp.size)
        var opaque = true
        var stop = 1
        for i in 0..<GradientRamp.size {
            let t = Double(i) / Double(GradientRamp.size - 1)
            while stop < locs.count - 1, locs[stop] < t { stop += 1 }
            let c = GradientRamp.color(at: t, colors: cols, locations: locs, stop: stop)
            let v = SIMD4<Float>(Float(c.red * c.alpha), Float(c.green * c.alpha), Float(c.blue * c.alpha), Float(c.alpha)) * 255
            table[i] = v
            words[i] = Canvas.word(v)
            opaque = opaque && v.w >= 254.998
        }
        self.table = table
        self.words = words
        isOpaque = opaque
    }

    /// The straight colour at `t` given the first stop index `stop` whose location is not below `t` (or the last).
    private static func color(at t: Double, colors: [Color], locations: [Double], stop i: Int) -> Color {
        guard let first = colors.first, let last = colors.last, let l0 = locations.first, let ln = locations.last else {
            return .clear
        }
        if t <= l0 { return first }
        if t >= ln { return last }
        let a = locations[i - 1], b = locations[i]
        let f = b > a ? (t - a) / (b - a) : 1
        return colors[i - 1].interpolated(to: colors[i], f)
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
