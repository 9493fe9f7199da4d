@testable import AnimaRender
import Testing

@Suite("Shadow blur")
struct ShadowBlurTests {
    /// The box mean's multiply-and-shift is the rounded division (sum + ⌊s/2⌋) / s for every sum a box of 0…255
    /// samples can hold: sizes up to the largest exact one (4,095), and past it, where it divides.
    @Test(arguments: [1, 3, 7, 99, 1001, 4093, 4095, 4097])
    func boxMeanIsTheRoundedQuotient(size: Int) {
        let mean = ShadowBlur.BoxMean(size: size)
        var wrong = 0
        for sum in 0...(255 * size) where Int(mean(Int32(sum))) != (sum + size / 2) / size { wrong += 1 }
        #expect(wrong == 0)
    }

    /// One box of 3 over a single 255 sample (σ² = 2/3 gives boxes 1, 1 and 3): the sample spreads to its
    /// 3×3 neighbourhood as 255/9, rounded twice: 255/3 = 85 along the row, then 85/3 = 28.33 → 28 down the column.
    @Test func aBoxSpreadsOneSampleEvenly() {
        #expect(ShadowBlur.boxSizes(sigma: (2.0 / 3).squareRoot()) == [1, 1, 3])
        var plane = [Int32](repeating: 0, count: 25)
        plane[12] = 255
        ShadowBlur.blur(&plane, width: 5, height: 5, sigma: (2.0 / 3).squareRoot())
        for y in 0..<5 {
            for x in 0..<5 {
                let inside = abs(x - 2) <= 1 && abs(y - 2) <= 1
                #expect(plane[y * 5 + x] == (inside ? 28 : 0), "pixel (\(x), \(y))")
            }
        }
    }
}
