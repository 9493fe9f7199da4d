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
        var scratch = ShadowBlur.Scratch()
        ShadowBlur.blur(&plane, width: 5, height: 5, sigma: (2.0 / 3).squareRoot(), scratch: &scratch)
        for y in 0..<5 {
            for x in 0..<5 {
                let inside = abs(x - 2) <= 1 && abs(y - 2) <= 1
                #expect(plane[y * 5 + x] == (inside ? 28 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    /// The blur is its definition, box by box: each output is the rounded mean (sum + ⌊s/2⌋) / s of the `s` samples
    /// centred on it along the row, then down the column, samples outside the plane 0. Planes as narrow as one
    /// pixel and boxes wider than the plane (where the box's ends never both lie inside) are included.
    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func blurIsBoxMeansByDefinition(width: Int) {
        var scratch = ShadowBlur.Scratch()  // one for every blur, as a frame's scratch is: left over sums must not leak
        for height in [1, 3, 6] {
            for sigma in [0.5, 1, 2.5, 4, 9] {
                var seed: UInt32 = 12_345
                let source: [Int32] = (0..<(width * height)).map { _ in
                    seed = seed &* 1_103_515_245 &+ 12_345
                    return Int32(seed >> 16 & 0xFF)
                }
                var expected = source
                for size in ShadowBlur.boxSizes(sigma: sigma) where size > 1 {
                    expected = Self.boxMeans(expected, width: width, height: height, size: size, alongRows: true)
                    expected = Self.boxMeans(expected, width: width, height: height, size: size, alongRows: false)
                }
                var plane = source
                ShadowBlur.blur(&plane, width: width, height: height, sigma: sigma, scratch: &scratch)
                #expect(plane == expected, "\(width)×\(height), σ \(sigma)")
            }
        }
    }

    /// Rounded box means of odd `size` along every row (or column), samples outside the plane 0.
    static func boxMeans(_ p: [Int32], width: Int, height: Int, size: Int, alongRows: Bool) -> [Int32] {
        var out = p
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for k in -(size / 2)...(size / 2) {
                    let (sx, sy) = alongRows ? (x + k, y) : (x, y + k)
                    if sx >= 0, sx < width, sy >= 0, sy < height { sum += Int(p[sy * width + sx]) }
                }
                out[y * width + x] = Int32((sum + size / 2) / size)
            }
        }
        return out
    }
}
