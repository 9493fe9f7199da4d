import Testing
@testable import AnimaCore

@Suite("Elementary functions (the C library's, under RealModule's names)")
struct ElementaryFunctionsTests {
    @Test("sinAndCos gives sin and cos bit for bit: at the values C99 Annex F fixes, and at 400,000 seeded arguments")
    func sinAndCosAreSinAndCos() {
        // Annex F: sin(±0) is ±0 and cos(±0) is 1; sin and cos of ±∞ are NaN.
        #expect(Double.sinAndCos(0).sin.bitPattern == (0.0).bitPattern && Double.sinAndCos(0).cos == 1)
        #expect(Double.sinAndCos(-0.0).sin.bitPattern == (-0.0).bitPattern && Double.sinAndCos(-0.0).cos == 1)
        #expect(Double.sinAndCos(.infinity).sin.isNaN && Double.sinAndCos(-.infinity).cos.isNaN)
        var random = SeededRandom(seed: 25)
        // Angles and spring phases (|x| below 10), the reductions past 2²⁷ and 2¹⁰⁰⁰, and any bit pattern.
        for scale in [1.0, 10, 1e4, 1e9, 1e22, 1e300] {
            for _ in 0..<50_000 {
                let x = (random.nextUnit() * 2 - 1) * scale
                expectSame(x)
            }
        }
        for _ in 0..<100_000 {
            let x = Double(bitPattern: random.next())
            if !x.isNaN { expectSame(x) }
        }
    }

    /// Expects `sinAndCos(x)` to be `(sin(x), cos(x))` bit for bit (NaN where both are NaN).
    private func expectSame(_ x: Double) {
        let (s, c) = Double.sinAndCos(x), (sin, cos) = (Double.sin(x), Double.cos(x))
        let sameSin = s.bitPattern == sin.bitPattern || (s.isNaN && sin.isNaN)
        let sameCos = c.bitPattern == cos.bitPattern || (c.isNaN && cos.isNaN)
        #expect(sameSin && sameCos, "at \(x) (\(x.bitPattern))")
    }
}
