/// The vector-lane keyframe animations that do not follow a path, flattened into shared arrays of plain values.
///
/// `CompiledKeyframes` is a class holding arrays; reading one per layer per frame costs reference counting on the
/// object and its arrays. Here every animation is an `Entry` of offsets into five arrays, and a frame reads them
/// through raw buffers taken once (`Buffers`), so sampling a keyframe animation touches only plain memory. Segment
/// timing functions are slots of the timeline's shared table of prepared curves, like the animations' own.
struct VectorKeyframeTable: Sendable {
    /// One animation: where its numbers start in the shared arrays, and how many there are.
    struct Entry: Sendable {
        var isDiscrete: Bool
        /// Whether the animation's own timing function and key times apply (paced modes ignore both).
        var isPaced: Bool
        var times: Int, timeCount: Int
        var values: Int, valueCount: Int
        /// Where the cubic modes' four coefficients per segment start, −1 for the linear and discrete modes.
        var cubic: Int
        var functions: Int, functionCount: Int
        /// Last value minus first, what each cumulative repeat adds.
        var delta: SIMD4<Double>
    }

    private(set) var entries: [Entry] = []
    private(set) var times: [Double] = []
    private(set) var values: [SIMD4<Double>] = []
    private(set) var cubic: [SIMD4<Double>] = []
    private(set) var functionSlots: [Int] = []
    /// The entry of every distinct animation, keyed by its numbers' bit patterns: equal animations on many layers
    /// share one entry, so a frame reads their numbers from cache instead of one copy per layer.
    private var entryOfNumbers: [[UInt64]: Int] = [:]

    /// Adds `kf` (a vector-lane animation without a path) with its segment functions' slots, or finds the entry of
    /// an equal one (bit for bit); returns its entry index.
    mutating func add(_ kf: CompiledKeyframes, functionSlots slots: [Int]) -> Int {
        let numbers = [kf.mode == .discrete ? 1 : 0, kf.isPaced ? 1 : 0, UInt64(kf.keyTimes.count),
                       UInt64(kf.vectors.count), UInt64(kf.cubic.count)]
            + kf.keyTimes.map(\.bitPattern) + (kf.vectors + kf.cubic).flatMap { v in (0..<4).map { v[$0].bitPattern } }
            + slots.map { UInt64(truncatingIfNeeded: $0) }
        if let entry = entryOfNumbers[numbers] { return entry }
        entryOfNumbers[numbers] = entries.count
        entries.append(Entry(isDiscrete: kf.mode == .discrete, isPaced: kf.isPaced,
                             times: times.count, timeCount: kf.keyTimes.count,
                             values: values.count, valueCount: kf.vectors.count,
                             cubic: kf.cubic.isEmpty ? -1 : cubic.count,
                             functions: functionSlots.count, functionCount: slots.count, delta: kf.vectorDelta))
        times += kf.keyTimes
        values += kf.vectors
        cubic += kf.cubic
        functionSlots += slots
        return entries.count - 1
    }

    /// The table's arrays as raw buffers, for one frame.
    struct Buffers {
        let entries: UnsafePointer<Entry>
        let times: UnsafePointer<Double>
        let values: UnsafePointer<SIMD4<Double>>
        let cubic: UnsafePointer<SIMD4<Double>>
        let functionSlots: UnsafePointer<Int>

        /// The value of entry `e` at progress `p` (already warped by the animation's own timing function), as
        /// `CompiledKeyframes.vector(at:approachingFromBelow:)` computes it.
        @inline(__always)
        func vector(_ e: Int, at p: Double, approachingFromBelow: Bool,
                    timing: UnsafePointer<PreparedTimingFunction>) -> SIMD4<Double> {
            let entry = entries[e]
            let n = entry.valueCount
            let v = values + entry.values
            if n == 1 { return v[0] }
            let keyTimes = UnsafeBufferPointer(start: times + entry.times, count: entry.timeCount)
            if entry.isDiscrete { return v[Swift.min(CompiledKeyframes.segment(containing: p, in: keyTimes), n - 1)] }
            let i = Swift.min(CompiledKeyframes.segment(containing: p, in: keyTimes), n - 2)
            let t0 = keyTimes[i], t1 = keyTimes[i + 1]
            var f = t1 > t0 ? (p - t0) / (t1 - t0) : (p >= t1 ? 1 : 0)
            if i < entry.functionCount {
                f = PreparedTimingFunction.evaluate(timing + functionSlots[entry.functions + i], at: f,
                                                    approachingFromBelow: approachingFromBelow)
            }
            if entry.cubic >= 0 {
                let c = cubic + entry.cubic + 4 * i
                let c3: SIMD4<Double> = c[3] * f
                let c2: SIMD4<Double> = (c[2] + c3) * f
                return c[0] + (c[1] + c2) * f
            }
            return v[i] + (v[i + 1] - v[i]) * f
        }
    }

    /// Calls `body` with the arrays as raw buffers (nil when the table is empty).
    func withBuffers<R>(_ body: (Buffers?) -> R) -> R {
        entries.withUnsafeBufferPointer { e in
            times.withUnsafeBufferPointer { t in
                values.withUnsafeBufferPointer { v in
                    cubic.withUnsafeBufferPointer { c in
                        functionSlots.withUnsafeBufferPointer { s in
                            guard let e = e.baseAddress, let t = t.baseAddress, let v = v.baseAddress else { return body(nil) }
                            // Empty cubic or slot arrays are never read (their counts are 0); any address will do.
                            let unused = UnsafePointer<SIMD4<Double>>(bitPattern: MemoryLayout<SIMD4<Double>>.alignment)
                            guard let c = c.baseAddress ?? unused,
                                  let s = s.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Int>.alignment) else {
                                return body(nil)
                            }
                            return body(Buffers(entries: e, times: t, values: v, cubic: c, functionSlots: s))
                        }
                    }
                }
            }
        }
    }
}
