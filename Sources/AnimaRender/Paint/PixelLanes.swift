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

    // The same arithmetic on 8.8 channels held as vector lanes (red, green, blue, alpha; each 0…65280), four
    // channels per instruction: every lane is the integer the two-lane words above hold for that channel.

    /// The pixel word of opaque 8.8 vector lanes (alpha 65280): each channel rounded, as `word` does. Channels of
    /// a bilinear sample are at most 65280, so they round to at most 255 = alpha and `word`'s clamps never act.
    @inline(__always) static func opaqueWord(_ v: SIMD4<Int32>) -> UInt32 {
        unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: (v &+ 128) &>> 8), to: UInt32.self)
    }

    /// `word` of 8.8 vector lanes: rounded, alpha clamped to 255 and colour to alpha.
    @inline(__always) static func word(_ v: SIMD4<Int32>) -> UInt32 {
        let r = ((v &+ 128) &>> 8) & 0x1FF
        let a = Swift.min(r[3], 255)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: pointwiseMin(r, SIMD4(repeating: a))), to: UInt32.self)
    }

    /// `scaled(by:)` of 8.8 vector lanes (coverage `c` in 0…256).
    @inline(__always) static func scaled(_ v: SIMD4<Int32>, by c: UInt64) -> SIMD4<Int32> {
        c < 256 ? (v &* Int32(truncatingIfNeeded: c)) &>> 8 : v
    }

    /// `draw(over:)` of 8.8 vector lanes: source-over onto the pixel at `p`, as `over` computes it per channel.
    @inline(__always) static func draw(_ v: SIMD4<Int32>, over p: UnsafeMutablePointer<UInt32>) {
        let alpha = v[3], d = p.pointee
        guard alpha < Int32(opaque), d != 0 else {
            p.pointee = alpha >= Int32(opaque) ? opaqueWord(v) : word(v)
            return
        }
        let x = Int32(opaque) &- alpha
        let inverse = x &+ ((x &* 257 &+ 257) &>> 16)
        let destination = SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(d, to: SIMD4<UInt8>.self))
        p.pointee = word(v &+ ((destination &* inverse &+ 128) &>> 8))
    }

    /// A premultiplied colour given as floats 0…255 per channel (a solid paint), rounded to 8.8.
    init(_ c: SIMD4<Float>) {
        // NaN compares false and becomes 0.
        func lane(_ v: Float) -> UInt64 { v > 0 ? UInt64(Swift.min(v * 256, Float(PixelLanes.opaque)).rounded()) : 0 }
        rb = lane(c.x) | lane(c.z) << 32
        ga = lane(c.y) | lane(c.w) << 32
    }

    /// Whether alpha is 255.
    var isOpaque: Bool { ga >> 32 >= PixelLanes.opaque }

    /// The channels of a pixel word as integers 0…255 in 16-bit lanes: red, green, blue, alpha from the low end.
    @inline(__always) static func spread16(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        let halves = (x | x << 16) & lanes  // red|green in the low lane, blue|alpha in the high one
        return (halves | halves << 8) & 0x00FF_00FF_00FF_00FF
    }

    /// Bilinear blend of four pixel words with 7-bit weights per axis (`wx`, `wy` in 0…128 towards `p10`/`p11` and
    /// `p01`/`p11`): Σ p · w over the four products of the axis weights, in 1/16384, turned into 8.8.
    ///
    /// Separable, so each axis is one multiply per pair of channels: the vertical pass works on all four channels
    /// in 16-bit lanes (at most 255 · 128 per lane), the horizontal one on two channels in 32-bit lanes (at most
    /// 255 · 16384). Regrouping the sum changes no bit of it.
    @inline(__always) static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32,
                                           wx: UInt64, wy: UInt64) -> PixelLanes {
        let left = spread16(p00) &* (128 &- wy) &+ spread16(p01) &* wy
        let right = spread16(p10) &* (128 &- wy) &+ spread16(p11) &* wy
        let rb = ((left & lanes) &* (128 &- wx) &+ (right & lanes) &* wx) >> 6 & lanes
        let ga = ((left >> 16 & lanes) &* (128 &- wx) &+ (right >> 16 & lanes) &* wx) >> 6 & lanes
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
