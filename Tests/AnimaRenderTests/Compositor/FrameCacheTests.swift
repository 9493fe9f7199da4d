import Testing
@testable import AnimaRender

@Suite("Values kept from frame to frame")
struct FrameCacheTests {
    @Test("a value lives while each frame uses it, and is gone the frame after one that did not")
    func valuesLiveWhileUsed() {
        var cache = FrameCache<String, Int>()
        cache.beginFrame()
        cache.keep(1, for: "a")
        cache.keep(2, for: "b")
        // Frame 2 uses both; frame 3 only "a", so "b" is still there in frame 3 but gone in frame 4.
        cache.beginFrame()
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "b") == 2)
        cache.beginFrame()
        #expect(cache.value(for: "a") == 1)
        cache.beginFrame()
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
    }

    @Test("a value kept again replaces the old one, and a second use in one frame counts once")
    func keepingAgainReplaces() {
        var cache = FrameCache<String, Int>()
        cache.beginFrame()
        cache.keep(1, for: "a")
        cache.keep(5, for: "a")
        #expect(cache.value(for: "a") == 5)
        #expect(cache.value(for: "a") == 5)
        cache.beginFrame()
        cache.beginFrame()
        // Used in frame 1 only: still there at the start of frame 2, dropped at the start of frame 3.
        #expect(cache.value(for: "a") == nil)
    }
}

@Suite("The pen's steady scale")
struct SteadyScaleTests {
    @Test("a scale one last bit away from 1 strokes as 1; differences from the 28th significant bit on are kept")
    func lastBitsAreRounded() {
        // 28 significant bits: the kept step at 1 is 2⁻²⁷ (1 implicit bit + 27 of the mantissa's 52 stored bits).
        #expect(LayerPainter.steady(1.0.nextDown) == 1)
        #expect(LayerPainter.steady(1.0.nextUp) == 1)
        #expect(LayerPainter.steady(3) == 3)
        #expect(LayerPainter.steady(1 + 0x1p-20) == 1 + 0x1p-20)
        #expect(LayerPainter.steady(1 + 0x1p-27) == 1 + 0x1p-27)
        // Half a kept step rounds up, less than half rounds down.
        #expect(LayerPainter.steady(1 + 0x1p-28) == 1 + 0x1p-27)
        #expect(LayerPainter.steady(1 + 0x1p-29) == 1)
        #expect(LayerPainter.steady(.infinity) == .infinity)
    }
}
