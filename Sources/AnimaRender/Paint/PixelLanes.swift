/// A premultiplied pixel in 8.8 fixed point, two channels per 64-bit word in 32-bit lanes (red and blue in
/// `rb`, green and alpha in `ga`, the second of each in the upper lane), so image sampling and compositing run in
/// exact integer arithmetic two channels per operation (the SWAR layout pixman uses).
struct PixelLanes {
    var rb: UInt64, ga: UInt64

    // Every lane stays far below 2³² (the bounds are noted where they are tightest), so the wrapping operators
    // only drop overflow checks that cannot fire.

    /// The low 16 bits of each lane.
    static let lanes: UInt64 = 0x0000_FFFF_0000_FFFF
    /// ½ in 8.8, in each lane (for rounding).
    static let half: UInt64 = 0x0000_0080_0000_0080
    /// An opaque alpha (255) in 8.8.
    static let opaque: UInt64 = 255 << 8

    /// The channels of a pixel word as integers 0…255, one per lane (not yet scaled to 8.8).
    @inline(__always) static func spread(_ p: UInt32) -> PixelLanes {
        let rb = UInt64(p & 0x00FF_00FF), ga = UInt64((p >> 8) & 0x00FF_00FF)
        return PixelLanes(rb: (rb & 0xFF) | (rb & 0xFF_0000) << 16, ga: (ga & 0xFF) | (ga & 0xFF_0000) << 16)
    }

    /// The 8.8 value of a pixel word.
    @inline(__always) init(word p: UInt32) {
        let s = PixelLanes.spread(p)
        rb = s.rb << 8; ga = s.ga << 8
    }

    @inline(__always) init(rb: UInt64, ga: UInt64) { self.rb = rb; self.ga = ga }

    /// A premultiplied colour given as floats 0…255 per channel (a solid paint), rounded to 8.8.
    init(_ c: SIMD4<Float>) {
        // NaN compares false and becomes 0.
        func lane(_ v: Float) -> UInt64 { v > 0 ? UInt64(Swift.min(v * 256, Float(PixelLanes.opaque)).rounded()) : 0 }
        rb = lane(c.x) | lane(c.z) << 32
        ga = lane(c.y) | lane(c.w) << 32
    }

    /// Whether alpha is 255.
    var isOpaque: Bool { ga >> 32 >= PixelLanes.opaque }

    /// Bilinear blend of four pixel words with weights in 1/16384 that sum to 16384 (7-bit weights per axis).
    @inline(__always) static func weighted(_ p00: UInt32, _ w00: UInt64, _ p10: UInt32, _ w10: UInt64,
                                           _ p01: UInt32, _ w01: UInt64, _ p11: UInt32, _ w11: UInt64) -> PixelLanes {
        let a = spread(p00), b = spread(p10), c = spread(p01), d = spread(p11)
        // Each lane stays below 255 · 16384 < 2³²; >> 6 turns 1/16384 units into 8.8.
        let rb = (a.rb &* w00 &+ b.rb &* w10 &+ c.rb &* w01 &+ d.rb &* w11) >> 6 & lanes
        let ga = (a.ga &* w00 &+ b.ga &* w10 &+ c.ga &* w01 &+ d.ga &* w11) >> 6 & lanes
        return PixelLanes(rb: rb, ga: ga)
    }

    /// This pixel scaled by a coverage in 1/256 (0…256).
    @inline(__always) func scaled(by c: UInt64) -> PixelLanes {
        guard c < 256 else { return self }
        return PixelLanes(rb: (rb &* c) >> 8 & PixelLanes.lanes, ga: (ga &* c) >> 8 & PixelLanes.lanes)
    }

    /// Draws this pixel over the one at `p` (source-over); an opaque pixel is stored without reading the old one.
    @inline(__always) func draw(over p: UnsafeMutablePointer<UInt32>) {
        p.pointee = ga >> 32 >= PixelLanes.opaque ? word : over(p.pointee)
    }

    /// This pixel drawn over the pixel word `d` (source-over, premultiplied), rounded to a pixel word.
    @inline(__always) func over(_ d: UInt32) -> UInt32 {
        let alpha = ga >> 32
        guard alpha < PixelLanes.opaque, d != 0 else { return word }
        // 1 − α in 0.16 fixed point: x/255 with x = (255 − α)·256, as x + x/255 ≈ x + (257x + 257)/2¹⁶ (exact
        // at α = ½ and 0; never more than 1/65536 off). The destination's 0…255 channels times it are 8.8 values.
        let x = PixelLanes.opaque &- alpha
        let inverse = x &+ ((x &* 257 &+ 257) >> 16)
        let s = PixelLanes.spread(d)
        let rb = self.rb &+ ((s.rb &* inverse &+ PixelLanes.half) >> 8 & PixelLanes.lanes)
        let ga = self.ga &+ ((s.ga &* inverse &+ PixelLanes.half) >> 8 & PixelLanes.lanes)
        return PixelLanes(rb: rb, ga: ga).word
    }

    /// Rounded to a pixel word; colour is clamped to alpha, so rounding cannot make an invalid premultiplied pixel.
    @inline(__always) var word: UInt32 {
        let rb = (self.rb &+ PixelLanes.half) >> 8, ga = (self.ga &+ PixelLanes.half) >> 8
        let a = Swift.min(UInt32(truncatingIfNeeded: (ga >> 32) & 0x1FF), 255)
        let r = Swift.min(UInt32(truncatingIfNeeded: rb & 0x1FF), a)
        let g = Swift.min(UInt32(truncatingIfNeeded: ga & 0x1FF), a)
        let b = Swift.min(UInt32(truncatingIfNeeded: (rb >> 32) & 0x1FF), a)
        return r | g << 8 | b << 16 | a << 24
    }
}
