import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite struct ImageDifferenceTests {
    func canvas(_ rgba: [UInt8], width: Int = 2) throws -> Canvas {
        try Canvas(width: width, height: rgba.count / 4 / width, straightRGBA: rgba)
    }

    @Test func channelToleranceForgivesSmallSteps() throws {
        let a = try canvas([230, 40, 40, 255, 0, 0, 0, 255]), b = try canvas([233, 40, 40, 255, 0, 0, 0, 255])
        let exact = try #require(ImageDifference(a, b))
        #expect(exact.differingPixelCount == 1 && exact.largestChannelDifference == 3 && !exact.isWithinTolerance)
        #expect(exact.mask == [true, false])
        #expect(try #require(ImageDifference(a, b, tolerance: PixelTolerance(channel: 3.0 / 255))).isWithinTolerance)
        #expect(!(try #require(ImageDifference(a, b, tolerance: PixelTolerance(channel: 2.0 / 255))).isWithinTolerance))
    }

    @Test func precisionIsTheFractionOfPixelsThatMustMatch() throws {
        let a = try canvas([0, 0, 0, 255, 0, 0, 0, 255]), b = try canvas([255, 0, 0, 255, 0, 0, 0, 255])
        #expect(try #require(ImageDifference(a, b, tolerance: PixelTolerance(precision: 0.5))).isWithinTolerance)
        #expect(!(try #require(ImageDifference(a, b, tolerance: PixelTolerance(precision: 0.51))).isWithinTolerance))
    }

    @Test func perceptualPrecisionUsesCIE94() throws {
        // Neutral greys have a* = b* = 0, so ΔE94 = ΔL*. Grey 119: linear ((119/255 + 0.055) / 1.055)^2.4 = 0.18447,
        // L* = 116 · 0.18447^(1/3) − 16 = 50.04; white is L* 100, so ΔE = 49.96: forgiven by perceptual precision
        // 0.5 (ΔE ≤ 50), not by 0.51 (ΔE ≤ 49).
        let a = try canvas([119, 119, 119, 255], width: 1), b = try canvas([255, 255, 255, 255], width: 1)
        #expect(abs(ImageDifference.deltaE94((119, 119, 119, 255), (255, 255, 255, 255)) - 49.96) < 0.01)
        #expect(try #require(ImageDifference(a, b, tolerance: PixelTolerance(perceptualPrecision: 0.5))).isWithinTolerance)
        #expect(!(try #require(ImageDifference(a, b, tolerance: PixelTolerance(perceptualPrecision: 0.51))).isWithinTolerance))
        #expect(abs(ImageDifference.deltaE94((0, 0, 0, 255), (255, 255, 255, 255)) - 100) < 1e-3)
    }

    @Test func sizesThatDifferAreNotCompared() throws {
        #expect(ImageDifference(try canvas([0, 0, 0, 255], width: 1), try canvas([0, 0, 0, 255, 0, 0, 0, 255])) == nil)
    }

    @Test func highlightMarksExactlyTheChangedPixels() throws {
        let a = try canvas([0, 0, 0, 255, 10, 10, 10, 255]), b = try canvas([0, 0, 0, 255, 20, 10, 10, 255])
        let picture = try #require(ImageDifference(a, b)).highlighted(over: a)
        // Unchanged black becomes grey 191 (luma 0 squeezed into 191…255); the changed pixel is magenta.
        #expect(px(picture, 0, 0) == [191, 191, 191, 255])
        #expect(px(picture, 1, 0) == [255, 0, 255, 255])
    }
}
