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
    var bitPattern: [UInt64] {
        [from, to, by].flatMap { v in (0..<4).map { v[$0].bitPattern } } + [hasFrom, hasTo, hasBy].map { $0 ? 1 : 0 }
    }
}
