/// The from/to/by of a vector-lane basic or spring animation, in four lanes, valid where the matching flag is set.
///
/// A side table of the timeline, so equal animations on many layers share one entry (see `CompiledAnimation`).
struct VectorBasic: Sendable {
    var from = SIMD4<Double>(), to = SIMD4<Double>(), by = SIMD4<Double>()
    var hasFrom = false, hasTo = false, hasBy = false

    /// Whether the range ignores the underlying value (from and to both given).
    var ignoresUnderlying: Bool { hasFrom && hasTo }

    /// The interpolation range given the underlying value, by Core Animation's from/to/by rules (`BasicAnimation.range`).
    @inline(__always)
    func range(underlying u: SIMD4<Double>) -> (start: SIMD4<Double>, end: SIMD4<Double>) {
        switch (hasFrom, hasTo, hasBy) {
        case (true, true, _): (from, to)
        case (true, false, true): (from, from + by)
        case (false, true, true): (to - by, to)
        case (true, false, false): (from, u)
        case (false, true, false): (u, to)
        case (false, false, true): (u, u + by)
        case (false, false, false): (u, u)
        }
    }

    /// The numbers as bit patterns, so that entries are shared only when they are equal bit for bit (−0 is not 0).
    struct BitPattern: Hashable {
        var from: SIMD4<UInt64>, to: SIMD4<UInt64>, by: SIMD4<UInt64>
        var has: SIMD4<UInt8>
    }

    var bitPattern: BitPattern {
        func bits(_ v: SIMD4<Double>) -> SIMD4<UInt64> {
            SIMD4(v.x.bitPattern, v.y.bitPattern, v.z.bitPattern, v.w.bitPattern)
        }
        return BitPattern(from: bits(from), to: bits(to), by: bits(by),
                          has: SIMD4(hasFrom ? 1 : 0, hasTo ? 1 : 0, hasBy ? 1 : 0, 0))
    }
}
