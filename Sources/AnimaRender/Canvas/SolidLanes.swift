import AnimaImageFormats

/// A premultiplied solid colour prepared for the low-precision edge blend: 16-bit lanes, four pixels in two vector
/// registers (red and blue of each pixel word in one, green and alpha in the other, one channel a lane), the way
/// Skia's and tiny-skia's lowp pipelines blend 8-bit colour with coverage.
///
/// A pixel's blend is `round(s + d · (1 − sα / 255))` with `s = colour × coverage`, all in 8.8 fixed point:
/// the colour rounded to 1/256 of a level, the coverage to 1/65535, `1 − sα / 255` to 1/65536, and each product
/// truncated (`multiplyHigh`). Those errors add up to less than 0.03 of a level before the final rounding, so every
/// channel lands on the float blend's byte (`Canvas.over`, the reference) or, where the float's unrounded value lies
/// that close to a half, on its neighbour: within 1/255. Integers only, so the vector form and the scalar one
/// (`over(coverage:_:)`, for builds without optimisation) give the same bytes.
struct SolidLanes {
    /// Red and blue of the colour in 8.8, repeated for four pixels.
    let rb: SIMD8<UInt16>
    /// Green and alpha of the colour in 8.8, repeated for four pixels.
    let ga: SIMD8<UInt16>
    /// The colour's alpha as a fraction of 255 in 0.16, repeated.
    let alpha: SIMD8<UInt16>
    /// Red, green, blue and alpha in 8.8 and the alpha fraction, for the scalar blend.
    private let scalars: (r: UInt32, g: UInt32, b: UInt32, a: UInt32, fraction: UInt32)

    /// The colour `full` (premultiplied, 0…255) in lanes; nil unless every channel lies in 0…alpha…255 (so that a
    /// lane sum cannot pass 255 levels and a colour never exceeds its alpha), which the float blend then handles.
    init?(_ full: SIMD4<Float>) {
        guard full.w <= 255, full.x >= 0, full.y >= 0, full.z >= 0,
              full.x <= full.w, full.y <= full.w, full.z <= full.w else { return nil }
        func fixed(_ v: Float) -> UInt16 { UInt16((v * 256).rounded()) }
        let fraction = UInt16((full.w * (65535 / 255)).rounded())
        scalars = (UInt32(fixed(full.x)), UInt32(fixed(full.y)), UInt32(fixed(full.z)), UInt32(fixed(full.w)),
                   UInt32(fraction))
        rb = SIMD8(fixed(full.x), fixed(full.z), fixed(full.x), fixed(full.z),
                   fixed(full.x), fixed(full.z), fixed(full.x), fixed(full.z))
        ga = SIMD8(fixed(full.y), fixed(full.w), fixed(full.y), fixed(full.w),
                   fixed(full.y), fixed(full.w), fixed(full.y), fixed(full.w))
        alpha = SIMD8(repeating: fraction)
    }

    /// `(a · b) >> 16` in each lane (one `pmulhuw`).
    @inline(__always) static func multiplyHigh(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>) -> SIMD8<UInt16> {
        SIMD8<UInt16>(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: a) &* SIMD8<UInt32>(truncatingIfNeeded: b)) &>> 16)
    }

    /// Coverage in 0.16 (0…65535) from a float, NaN and below 0 as 0, above 1 as 1: the float operations of
    /// `coverage4`, lane for lane.
    @inline(__always) static func coverage(_ c: Float) -> UInt32 {
        var f = c
        if !(f > 0) { f = 0 }
        if f > 1 { f = 1 }
        return (f * 65535 + 8_388_608).bitPattern & 0xFFFF
    }

    /// `coverage` of four lanes, each repeated in both 16-bit halves of its word (for `over4`'s two lanes a pixel).
    @inline(__always) static func coverage4(_ c: SIMD4<Float>) -> SIMD8<UInt16> {
        var f = c
        f.replace(with: 0, where: .!(f .> 0))
        f.replace(with: 1, where: f .> 1)
        let q = unsafeBitCast(f * 65535 + Canvas.mantissaShift, to: SIMD4<UInt32>.self) & 0xFFFF
        return unsafeBitCast(q | q &<< 16, to: SIMD8<UInt16>.self)
    }

    /// The colour at coverages `w` (from `coverage4`) over the pixel words `d`.
    @inline(__always) func over4(coverage w: SIMD8<UInt16>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let keep = SIMD8<UInt16>(repeating: 65535) &- SolidLanes.multiplyHigh(alpha, w)
        // The destination's channels in 8.8, taken from its words seen as 16-bit lanes (red and blue shifted up,
        // green and alpha masked): one instruction each, where 32-bit masks and shifts became lane shuffles.
        let dv = unsafeBitCast(d, to: SIMD8<UInt16>.self)
        let drb = dv &<< 8
        let dga = dv & 0xFF00
        let orb = (SolidLanes.multiplyHigh(rb, w) &+ SolidLanes.multiplyHigh(drb, keep) &+ 128) &>> 8
        let oga = (SolidLanes.multiplyHigh(ga, w) &+ SolidLanes.multiplyHigh(dga, keep) &+ 128) &>> 8
        return unsafeBitCast(orb, to: SIMD4<UInt32>.self) | unsafeBitCast(oga, to: SIMD4<UInt32>.self) &<< 8
    }

    /// `over4` of one pixel in scalar integers, the same bytes (no SIMD types: a build without optimisation calls
    /// a generic function for every vector operation).
    func over(coverage c: Float, _ d: UInt32) -> UInt32 {
        over(fixed: SolidLanes.coverage(c), d)
    }

    /// `over(coverage:_:)` of a coverage already in 0.16 (`coverage`).
    func over(fixed w: UInt32, _ d: UInt32) -> UInt32 {
        let keep = 65535 - ((scalars.fraction * w) >> 16)
        func channel(_ colour: UInt32, _ shift: UInt32) -> UInt32 {
            let s = (colour * w) >> 16, dk = ((((d >> shift) & 0xFF) << 8) * keep) >> 16
            return ((s + dk + 128) >> 8) << shift
        }
        return channel(scalars.r, 0) | channel(scalars.g, 8) | channel(scalars.b, 16) | channel(scalars.a, 24)
    }
}
