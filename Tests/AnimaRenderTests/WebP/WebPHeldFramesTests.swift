import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("WebP held frames: pixels near what is shown keep it, within an SSIM floor")
struct WebPHeldFramesTests {
    /// A canvas pixel: red in the low byte, then green, blue and alpha (the layout `Canvas.pixels` stores).
    private static func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32 = 255) -> UInt32 {
        r | g << 8 | b << 16 | a << 24
    }

    @Test("a pixel is held when every channel is within the bound and alpha is the same, else it keeps its true colour")
    func holdRule() {
        let truth = [Self.pixel(100, 100, 100), Self.pixel(100, 100, 100), Self.pixel(10, 200, 30), Self.pixel(5, 100, 15, 128)]
        let shown = [Self.pixel(104, 97, 100), Self.pixel(110, 100, 100), Self.pixel(10, 200, 30), Self.pixel(6, 100, 15, 255)]
        // Bound 5: pixel 0 differs by 4, 3, 0 (held); pixel 1 by 10 in red (kept); pixel 2 is equal; pixel 3's
        // alpha differs (kept, though its colour is within 1).
        let held = WebPHeldFrames.held(truth, over: shown, bound: 5)
        #expect(held == [shown[0], truth[1], truth[2], truth[3]])
        // Bound 10 reaches pixel 1's red difference of 10.
        #expect(WebPHeldFrames.held(truth, over: shown, bound: 10) == [shown[0], shown[1], truth[2], truth[3]])
    }

    @Test("with no floor and the widest bound, every opaque frame shows the first")
    func widestBoundHoldsEverything() throws {
        let frames = try (0..<4).map { try sampleFrame(shift: Double($0) * 2.5) }
        let held = WebPHeldFrames(width: 48, height: 48, bound: 255, floor: 0).hold(frames)
        #expect(held.count == 4)
        for h in held { #expect(h.pixels == frames[0].pixels) }
    }

    @Test("a floor of SSIM 1 holds nothing (any held pixel lowers its window's SSIM below 1)")
    func perfectFloorHoldsNothing() throws {
        let frames = try (0..<4).map { try sampleFrame(shift: Double($0) * 0.5) }
        let held = WebPHeldFrames(width: 48, height: 48, bound: 32, floor: 1).hold(frames)
        #expect(held.map(\.pixels) == frames.map(\.pixels))
    }

    @Test("every held frame keeps the floor against its true frame, and some pixels are held")
    func heldFramesKeepTheFloor() throws {
        let frames = try (0..<6).map { try sampleFrame(shift: Double($0) * 0.5) }
        let held = WebPHeldFrames(width: 48, height: 48, bound: 32, floor: 0.996).hold(frames)
        for (h, f) in zip(held, frames) {
            #expect(StructuralSimilarity.mean(h.pixels, f.pixels, width: 48, height: 48) >= 0.996)
        }
        #expect(zip(held, frames).contains { $0.pixels != $1.pixels }, "a bound of 32 at 0.996 holds some pixel")
    }
}
