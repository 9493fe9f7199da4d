import AnimaImageFormats

/// One edge stretch (up to four pixels) of rows that repeat one coverage: the destination words the last blend of
/// it found and the words it left, so that the next row, when it holds the same destination there, takes them.
struct RepeatedEdge {
    /// How many edge stretches of a row are remembered: a shape's two sides, with room for a hole's.
    static let slots = 4

    private var destination = SIMD4<UInt32>(repeating: 0)
    private var result = SIMD4<UInt32>(repeating: 0)

    /// `Canvas.blendSolid` of `n` ≤ 4 pixels at `dst` with coverage `cov`: the remembered result when the
    /// destination is the remembered one and this is not the first row (the slot is then unset), else the blend.
    @inline(__always)
    mutating func blend(_ full: SIMD4<Float>, coverage cov: UnsafePointer<Float>, into dst: UnsafeMutablePointer<UInt32>,
                        count n: Int, isFirst: Bool, memo: inout EdgeMemo) {
        let before = RepeatedEdge.words(dst, n)
        if !isFirst, before == destination {
            for i in 0..<n { dst[i] = result[i] }
            return
        }
        Canvas.blendSolid(full, coverage: cov, into: dst, count: n, memo: &memo)
        destination = before
        result = RepeatedEdge.words(dst, n)
    }

    /// The `n` ≤ 4 words at `p`, zero in the lanes past them.
    @inline(__always)
    private static func words(_ p: UnsafeMutablePointer<UInt32>, _ n: Int) -> SIMD4<UInt32> {
        SIMD4(p[0], n > 1 ? p[1] : 0, n > 2 ? p[2] : 0, n > 3 ? p[3] : 0)
    }
}
