import Testing
@testable import AnimaRender

@Suite("The pen's steady scale")
struct SteadyScaleTests {
    @Test("a scale one last bit away from 1 strokes as 1; differences from the 28th significant bit on are kept")
    func lastBitsAreRounded() {
        // 28 significant bits: the kept step at 1 is 2⁻²⁷ (1 implicit bit + 27 of the mantissa's 52 stored bits).
        #expect(LayerPainter.steadyScale(1.0.nextDown) == 1)
        #expect(LayerPainter.steadyScale(1.0.nextUp) == 1)
        #expect(LayerPainter.steadyScale(3) == 3)
        #expect(LayerPainter.steadyScale(1 + 0x1p-20) == 1 + 0x1p-20)
        #expect(LayerPainter.steadyScale(1 + 0x1p-27) == 1 + 0x1p-27)
        // Half a kept step rounds up, less than half rounds down.
        #expect(LayerPainter.steadyScale(1 + 0x1p-28) == 1 + 0x1p-27)
        #expect(LayerPainter.steadyScale(1 + 0x1p-29) == 1)
        #expect(LayerPainter.steadyScale(.infinity) == .infinity)
    }
}
