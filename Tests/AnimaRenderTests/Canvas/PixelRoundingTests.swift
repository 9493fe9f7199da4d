import Testing
@testable import AnimaImageFormats
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

    @Test("over4 blends four pixels exactly as over blends each one")
    func over4MatchesOver() {
        // Sources: opaque, translucent, nearly opaque (the 254.998 switch) and clear; coverages across 0…1 with the
        // floats either side of the switch point 254.998/255 and of 0 and 1; destinations of every kind.
        let sources: [SIMD4<Float>] = [SIMD4(51, 115, 230, 255), SIMD4(10, 20, 30, 40), SIMD4(255, 0, 128, 255),
                                       SIMD4(60, 60, 60, 64), SIMD4(0, 0, 0, 0), SIMD4(200, 100, 50, 254.999)]
        var coverages: [Float] = stride(from: Float(0), through: 1, by: 1.0 / 97).map { $0 }
        coverages += [Float(254.998 / 255).nextDown, Float(254.998 / 255), Float(254.998 / 255).nextUp,
                      Float(0).nextUp, Float(1).nextDown, 1, 0.5, 0.25, 0.0009765625]
        let destinations: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x8040_2010, 0x7F7F_7F7F, 0xFFE6_7333, 0x0101_0101]
        for full in sources {
            for (i, c) in coverages.enumerated() {
                for (j, d) in destinations.enumerated() {
                    let cs = SIMD4<Float>(c, coverages[(i + 7) % coverages.count], coverages[(i + 31) % coverages.count], 0.5)
                    let ds = SIMD4<UInt32>(d, destinations[(j + 1) % destinations.count],
                                           destinations[(j + 3) % destinations.count], 0x4020_1008)
                    let r = Canvas.over4(full, coverage: cs, ds)
                    for lane in 0..<4 {
                        #expect(r[lane] == Canvas.over(full * cs[lane], ds[lane]), "\(full) \(cs[lane]) \(ds[lane])")
                    }
                }
            }
        }
    }

    @Test("the scalar row blend (debug builds) writes the vector one's pixels bit for bit")
    func scalarRowBlendMatchesVectors() {
        let colours: [SIMD4<Float>] = [SIMD4(51, 115, 230, 255), SIMD4(10, 20, 30, 40), SIMD4(200, 100, 50, 254.999),
                                       SIMD4(127.5, 63.75, 0.3, 127.5), SIMD4(0, 0, 0, 0), SIMD4(260, 3, 3, 255)]
        // Coverages across 0…1 with the edges of the switches (0, 1, the opaque point), NaN and a value above 1, in
        // rows whose length is not a multiple of four (so the vector path's tail goes through the memo).
        var coverages: [Float] = stride(from: Float(0), through: 1, by: 1.0 / 61).map { $0 }
        coverages += [Float(0).nextUp, Float(1).nextDown, 1, 1.5, .nan, Float(254.998 / 255), 0.0009765625]
        let destinations: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_0000, 0x8040_2010, 0x7F7F_7F7F, 0xFFE6_7333, 0x0101_0101]
        for full in colours {
            for shift in 0..<destinations.count {
                let row = coverages.indices.map { destinations[($0 + shift) % destinations.count] }
                var scalar = row, vectors = row
                var memo = EdgeMemo(exact: true)
                coverages.withUnsafeBufferPointer { cov in
                    scalar.withUnsafeMutableBufferPointer {
                        Canvas.blendSolidScalar(full, coverage: cov.baseAddress!, into: $0.baseAddress!, count: cov.count)
                    }
                    vectors.withUnsafeMutableBufferPointer {
                        Canvas.blendSolidVectors(full, coverage: cov.baseAddress!, into: $0.baseAddress!, count: cov.count,
                                                 memo: &memo)
                    }
                }
                #expect(scalar == vectors, "\(full), destinations from \(shift)")
            }
        }
    }

    @Test("the edge memo answers what over answers, across repeats, slot collisions and a change of colour")
    func edgeMemoMatchesOver() {
        var memo = EdgeMemo(exact: true)
        let colours: [SIMD4<Float>] = [SIMD4(51, 115, 230, 255), SIMD4(10, 20, 30, 40)]
        let coverages: [Float] = [0.7, 0.3, 0.7, 0.125, 0.3, 0.999, 0.0009765625, 0.7]
        let destinations: [UInt32] = [0xFFFF_FFFF, 0xFFFF_FFFF, 0x8040_2010, 0xFFFF_FFFF, 0, 0xFF00_0000, 7, 0xFFFF_FFFF]
        // Two rounds over both colours: the second finds the first's entries (or their replacements) in the slots.
        for _ in 0..<2 {
            for full in colours {
                memo.prepare(full)
                #expect(memo.isOpaque == (full.w == 255))
                #expect(memo.word == Canvas.word(full))
                for (c, d) in zip(coverages, destinations) {
                    #expect(memo.over(coverage: c, d) == Canvas.over(full * c, d), "\(full) \(c) \(d)")
                }
            }
        }
    }

    @Test("four ramp words over four pixels equal round(d · (255 − sα) / 255) + s per channel")
    func wordsOverFourAtOnce() {
        // Premultiplied sources (each channel at most alpha) and arbitrary destinations.
        var sources: [UInt32] = []
        for a: UInt32 in [0, 1, 17, 128, 200, 254, 255] {
            for c: UInt32 in [0, a / 3, a / 2, a] { sources.append(c | (a - c) << 8 | (a / 2) << 16 | a << 24) }
        }
        let destinations: [UInt32] = [0, 0xFFFF_FFFF, 0xFFEB_EBEB, 0x8040_2010, 0x01FE_7F80, 0x7F7F_7F7F, 0xFF00_FF00]
        func reference(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let k = 255 - (s >> 24)
            var out: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (d >> shift) & 0xFF
                // round(x · k / 255): never a tie, as 255 is odd.
                out |= ((s >> shift) & 0xFF + (x * k + 127) / 255) << shift
            }
            return out
        }
        for i in sources.indices {
            for j in destinations.indices {
                let s = SIMD4<UInt32>((0..<4).map { sources[(i + $0) % sources.count] })
                let d = SIMD4<UInt32>((0..<4).map { destinations[(j + $0) % destinations.count] })
                let out = Canvas.over4(words: s, d)
                for lane in 0..<4 { #expect(out[lane] == reference(s[lane], d[lane]), "\(s[lane]) over \(d[lane])") }
            }
        }
    }
}
