/// What one fill remembers from row to row: its solid colour prepared once, and the blends of its edge pixels
/// already worked out, by coverage and destination.
///
/// A straight edge that runs down the rows (a card's side, in or out of perspective) crosses every row at the same
/// column fraction, so its pixels repeat one coverage over one background row after row; the exact float blend
/// (`Canvas.over`) is then looked up instead of redone. Eight slots, direct-mapped; a miss only costs the blend.
/// Results are those of `over` itself, so output does not depend on what was remembered.
struct EdgeMemo {
    /// The premultiplied colour (0…255) the slots hold blends of.
    private(set) var full = SIMD4<Float>(repeating: -1)
    /// Whether `full` is opaque, so that full coverage is a store of `word`.
    private(set) var isOpaque = false
    /// `full` rounded to a pixel word.
    private(set) var word: UInt32 = 0
    /// Coverage bit patterns (0, never looked up, marks an empty slot), destinations and results.
    private var coverage = SIMD8<UInt32>(repeating: 0)
    private var destination = SIMD8<UInt32>(repeating: 0)
    private var result = SIMD8<UInt32>(repeating: 0)

    init() {}

    /// Makes `full` the colour blended, forgetting the blends of any other; a fill's rows all pass the same colour,
    /// so its word is rounded once.
    @inline(__always)
    mutating func prepare(_ full: SIMD4<Float>) {
        guard full != self.full else { return }
        self.full = full
        isOpaque = full.w >= 254.998
        word = Canvas.word(full)
        coverage = SIMD8(repeating: 0)
    }

    /// `Canvas.over(full * c, d)` for the prepared colour and coverage `c` > 0.
    @inline(__always)
    mutating func over(coverage c: Float, _ d: UInt32) -> UInt32 {
        let key = c.bitPattern
        let slot = Int((key ^ key &>> 9 ^ d) & 7)
        if coverage[slot] == key && destination[slot] == d { return result[slot] }
        let r = Canvas.over(full * c, d)
        coverage[slot] = key; destination[slot] = d; result[slot] = r
        return r
    }
}
