import Testing
@testable import AnimaRender

@Suite("Pixel rounding in SIMD lanes")
struct PixelRoundingTests {
    /// The definition the blend has always used: each channel `UInt32(min(max(v + ½, 0), 255))` (round half up,
    /// clamped), colour clamped to alpha.
    static func reference(_ f: SIMD4<Float>) -> UInt32 {
        func q(_ v: Float) -> UInt32 { UInt32(Swift.min(Swift.max(v + 0.5, 0), 255)) }
        let a = q(f.w)
        return Swift.min(q(f.x), a) | Swift.min(q(f.y), a) << 8 | Swift.min(q(f.z), a) << 16 | a << 24
    }

    @Test("word(_:) rounds exactly as the scalar definition, halves and clamps included")
    func wordMatchesDefinition() {
        // Every quarter step from −3 to 260 (so every .5 tie and both clamps), and the floats next to each tie.
        var values: [Float] = stride(from: Float(-3), through: 260, by: 0.25).map { $0 }
        for k in 0...255 {
            let tie = Float(k) + 0.5
            values += [tie.nextDown, tie, tie.nextUp, Float(k).nextDown, Float(k).nextUp]
        }
        for v in values {
            for w: Float in [0, 127.5, 254.999, 255, 300] {
                let f = SIMD4<Float>(v, 255 - v, v * 0.5, w)
                #expect(Canvas.word(f) == Self.reference(f), "\(f)")
            }
        }
    }

    @Test("floats(_:) unpacks each byte exactly")
    func floatsUnpackBytes() {
        for v: UInt32 in [0, 0xFFFF_FFFF, 0x8040_2010, 0x01FE_7F80] {
            let f = Canvas.floats(v)
            #expect(f == SIMD4<Float>(Float(v & 0xFF), Float((v >> 8) & 0xFF), Float((v >> 16) & 0xFF), Float(v >> 24)))
        }
    }
}
