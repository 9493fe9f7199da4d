import AnimaCore
import AnimaImageFormats

/// A gradient's colours sampled into a lookup table of premultiplied 0…255 values, indexed by t in 0…1.
///
/// Colours are interpolated component-wise in straight sRGB (as Core Animation interpolates colours) and premultiplied
/// per entry. 1,024 entries are finer than an 8-bit channel can step over any on-screen distance up to 4K, so the
/// table is invisible; t at or beyond either end reads the exact end colour (pad extension, as CAGradientLayer).
///
/// A class so that a paint holding it copies one reference per blended row, and layers drawing the same colours in
/// one frame, or in the frames after it, share one table (`Cache`).
final class GradientRamp: Sendable {
    static let size = 1024
    let table: [SIMD4<Float>]
    /// The same entries as pixel words, for the opaque fast path (a store instead of a blend).
    let words: [UInt32]
    /// Whether every entry is opaque.
    let isOpaque: Bool
    /// The first and last entries that are not fully transparent (nil when none is): blending any other entry
    /// leaves the destination as it was, so rows skip the pixels that read them.
    let visible: ClosedRange<Int>?
    /// The entries whose word differs from a neighbour's (nil when all are one word): t below this reads the first
    /// word, above it the last, so rows fill those stretches as spans.
    let varying: ClosedRange<Int>?

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
        var opaque = true
        var first = Int.max, last = -1
        var firstChange = Int.max, lastChange = -1
        let size = GradientRamp.size
        var words = [UInt32](repeating: 0, count: size)
        let table = [SIMD4<Float>](unsafeUninitializedCapacity: size) { table, count in
            words.withUnsafeMutableBufferPointer { words in
                // In one pass: t only grows, and the stop search resumes where it left off.
                let n = stops.count, low = locs[0], high = locs[n - 1]
                var stop = 1
                for i in 0..<size {
                    let t = Double(i) / Double(size - 1)
                    while stop < n - 1, locs[stop] < t { stop += 1 }
                    let c: SIMD4<Double>
                    if t <= low {
                        c = stops[0]
                    } else if t >= high {
                        c = stops[n - 1]
                    } else {
                        // Component-wise in straight colour, as Color.interpolated(to:_:).
                        let a = locs[stop - 1], b = locs[stop]
                        let f = b > a ? (t - a) / (b - a) : 1
                        c = stops[stop - 1] + (stops[stop] - stops[stop - 1]) * f
                    }
                    let v = SIMD4<Float>(Float(c.x * c.w), Float(c.y * c.w), Float(c.z * c.w), Float(c.w)) * 255
                    table.initializeElement(at: i, to: v)
                    let word = Canvas.word(v)
                    words[i] = word
                    if i > 0, word != words[i - 1] { firstChange = Swift.min(firstChange, i - 1); lastChange = i }
                    opaque = opaque && v.w >= Canvas.opaqueAlpha
                    if v != .zero || word != 0 { first = Swift.min(first, i); last = i }
                }
            }
            count = size
        }
        self.table = table
        self.words = words
        isOpaque = opaque
        visible = first <= last ? first...last : nil
        varying = firstChange <= lastChange ? firstChange...lastChange : nil
    }

    /// The table index for `t`, clamped to the ends.
    @inline(__always) static func index(_ t: Float) -> Int {
        let x = t * Float(GradientRamp.size - 1) + 0.5
        // NaN compares false both ways and lands on the first entry.
        return x > 0 ? (x < Float(GradientRamp.size - 1) ? Int(x) : GradientRamp.size - 1) : 0
    }

    /// `index(t0 + Float(j + k) · dt)` for k = 0…3, in SIMD lanes: the same float operations lane by lane, then the
    /// truncation done through the 2²³ mantissa shift (exact on the clamped 0…1023).
    @inline(__always) static func indices(t0: Float, dt: Float, from j: Int) -> SIMD4<UInt32> {
        let columns = SIMD4<Float>(repeating: Float(j)) + SIMD4<Float>(0, 1, 2, 3)
        let t = columns * dt + t0
        var x = t * Float(GradientRamp.size - 1) + 0.5
        // NaN and x ≤ 0 read the first entry, as in `index`.
        x.replace(with: 0, where: .!(x .> 0))
        x.replace(with: Float(GradientRamp.size - 1), where: x .>= Float(GradientRamp.size - 1))
        let shift = SIMD4<Float>(repeating: 8_388_608)
        var r = (x + shift) - shift
        r.replace(with: r - 1, where: r .> x)
        return unsafeBitCast(r + shift, to: SIMD4<UInt32>.self) & 0x7F_FFFF
    }

    /// The premultiplied colour at `t`, clamped to the ends.
    @inline(__always) func sample(_ t: Float) -> SIMD4<Float> { table[GradientRamp.index(t)] }

    /// The columns `j` in `0..<n` whose t = t0 + j·dt can read a visible entry (a superset, by a pixel either side:
    /// every column outside it reads a transparent one).
    func visibleColumns(t0: Float, dt: Float, count n: Int) -> Range<Int> {
        guard let visible else { return 0..<0 }
        return GradientRamp.columns(reading: visible, t0: t0, dt: dt, count: n)
    }

    /// The columns `j` in `0..<n` whose t = t0 + j·dt can read an entry of `entries` (a superset, by a pixel either
    /// side).
    static func columns(reading entries: ClosedRange<Int>, t0: Float, dt: Float, count n: Int) -> Range<Int> {
        guard dt != 0, t0.isFinite, dt.isFinite else { return 0..<n }
        let scale = Float(GradientRamp.size - 1)
        // Entry i is read for t in [(i − ½)/scale, (i + ½)/scale); the ends reach to infinity.
        let tLow = entries.lowerBound == 0 ? -Float.infinity : (Float(entries.lowerBound) - 0.5) / scale
        let tHigh = entries.upperBound == GradientRamp.size - 1 ? Float.infinity : (Float(entries.upperBound) + 0.5) / scale
        var a = (tLow - t0) / dt, b = (tHigh - t0) / dt
        if a > b { swap(&a, &b) }
        let lo = a.isFinite ? Swift.max(0, Swift.min(Float(n), a.rounded(.down) - 1)) : (a < 0 ? 0 : Float(n))
        let hi = b.isFinite ? Swift.max(0, Swift.min(Float(n), b.rounded(.up) + 2)) : (b < 0 ? 0 : Float(n))
        return lo < hi ? Int(lo)..<Int(hi) : 0..<0
    }
}

extension GradientRamp {
    /// The ramps made so far (kept across a renderer's frames by `FrameScratch`), so layers with the same colours
    /// and locations (a skeleton's bones) build one table between them, once for the whole animation.
    struct Cache {
        private var entries: [(colors: [Color], locations: [Double], ramp: GradientRamp)] = []
        static let capacity = 8

        /// The ramp through `colors` at `locations`, made once.
        mutating func ramp(colors: [Color], locations: [Double]) -> GradientRamp? {
            if let hit = entries.first(where: { $0.colors == colors && $0.locations == locations }) { return hit.ramp }
            guard let ramp = GradientRamp(colors: colors, locations: locations) else { return nil }
            if entries.count >= Cache.capacity { entries.removeFirst() }
            entries.append((colors, locations, ramp))
            return ramp
        }
    }
}
