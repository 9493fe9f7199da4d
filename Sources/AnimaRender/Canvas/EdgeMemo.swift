import AnimaImageFormats

/// What one fill remembers from row to row: its solid colour prepared once, and the blends of its edge pixels
/// already worked out, by coverage and destination.
///
/// A straight edge that runs down the rows (a card's side, in or out of perspective) crosses every row at the same
/// column fraction, so its pixels repeat one coverage over one background row after row; the exact float blend
/// (`Canvas.over`) is then looked up instead of redone. Eight slots, direct-mapped; a miss only costs the blend.
/// Results are those of `over` itself, so output does not depend on what was remembered.
struct EdgeMemo {
    /// Whether edge pixels take the float blend (`Canvas.over`, the reference) rather than the low-precision one
    /// (`SolidLanes`, within 1/255 of it on every channel).
    let isExact: Bool
    /// The prepared colour in 16-bit lanes for the low-precision blend; nil when `isExact`, or when the colour is not
    /// a valid premultiplied one (the float blend clamps such a colour, the lanes could not).
    private(set) var lanes: SolidLanes?
    /// The premultiplied colour (0…255) the slots hold blends of.
    private var full = SIMD4<Float>(repeating: -1)
    /// Whether `full` is opaque, so that full coverage is a store of `word`.
    private(set) var isOpaque = false
    /// `full` rounded to a pixel word.
    private(set) var word: UInt32 = 0
    /// Coverage bit patterns (0, never looked up, marks an empty slot), destinations and results, lane = slot.
    /// Slots are read and written through pointers: a SIMD8 lane set by subscript is a whole-vector reload.
    private var coverage = SIMD8<UInt32>(repeating: 0)
    private var destination = SIMD8<UInt32>(repeating: 0)
    private var result = SIMD8<UInt32>(repeating: 0)

    /// A memo for one fill, blending its edges in floats when `exact`, else in 16-bit lanes.
    init(exact: Bool) { isExact = exact }

    /// Makes `full` the colour blended, forgetting the blends of any other; a fill's rows all pass the same colour,
    /// so its word is rounded once.
    @inline(__always)
    mutating func prepare(_ full: SIMD4<Float>) {
        guard full != self.full else { return }
        self.full = full
        isOpaque = full.w >= Canvas.opaqueAlpha
        word = Canvas.word(full)
        lanes = isExact ? nil : SolidLanes(full)
        coverage = SIMD8(repeating: 0)
    }

    /// `Canvas.over(full * c, d)` for the prepared colour and coverage `c` > 0.
    @inline(__always)
    mutating func over(coverage c: Float, _ d: UInt32) -> UInt32 {
        let key = c.bitPattern
        let slot = Int((key ^ key &>> 9 ^ d) & 7)
        if EdgeMemo.lane(slot, of: &coverage) == key && EdgeMemo.lane(slot, of: &destination) == d {
            return EdgeMemo.lane(slot, of: &result)
        }
        let r = Canvas.over(full * c, d)
        EdgeMemo.setLane(slot, of: &coverage, to: key)
        EdgeMemo.setLane(slot, of: &destination, to: d)
        EdgeMemo.setLane(slot, of: &result, to: r)
        return r
    }

    @inline(__always)
    private static func lane(_ i: Int, of v: inout SIMD8<UInt32>) -> UInt32 {
        withUnsafeBytes(of: &v) { $0.load(fromByteOffset: i &* 4, as: UInt32.self) }
    }

    @inline(__always)
    private static func setLane(_ i: Int, of v: inout SIMD8<UInt32>, to x: UInt32) {
        withUnsafeMutableBytes(of: &v) { $0.storeBytes(of: x, toByteOffset: i &* 4, as: UInt32.self) }
    }
}
