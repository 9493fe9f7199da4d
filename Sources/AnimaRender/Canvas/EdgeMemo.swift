/// What one fill remembers from row to row: the blends of a solid colour's edge pixels already worked out, by
/// coverage and destination.
///
/// A straight edge that runs down the rows (a card's side, in or out of perspective) crosses every row at the same
/// column fraction, so its pixels repeat one coverage over one background row after row; the exact float blend
/// (`Canvas.over`) is then looked up instead of redone. Eight slots, direct-mapped; a miss only costs the blend.
/// Results are those of `over` itself, so output does not depend on what was remembered.
struct EdgeMemo {
    /// The premultiplied colour (0…255) the slots hold blends of.
    private var full = SIMD4<Float>(repeating: -1)
    /// Coverage bit patterns (0, never looked up, marks an empty slot), destinations and results.
    private var coverage = SIMD8<UInt32>(repeating: 0)
    private var destination = SIMD8<UInt32>(repeating: 0)
    private var result = SIMD8<UInt32>(repeating: 0)

    init() {}

    /// `Canvas.over(full * c, d)` for coverage `c` > 0.
    @inline(__always)
    mutating func over(_ full: SIMD4<Float>, coverage c: Float, _ d: UInt32) -> UInt32 {
        if full != self.full {
            self.full = full
            coverage = SIMD8(repeating: 0)
        }
        let key = c.bitPattern
        let slot = Int((key ^ key &>> 9 ^ d) & 7)
        if coverage[slot] == key && destination[slot] == d { return result[slot] }
        let r = Canvas.over(full * c, d)
        coverage[slot] = key; destination[slot] = d; result[slot] = r
        return r
    }
}
