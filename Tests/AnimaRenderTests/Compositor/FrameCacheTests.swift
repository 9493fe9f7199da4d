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
