import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("Canvas and renderer size limits")
struct SizeLimitTests {
    @Test("canvas sizes outside the limits throw before allocating", arguments: [
        (0, 10), (10, 0), (-5, 10), (16_385, 10), (10_000, 10_000),
    ])
    func canvasLimits(size: (Int, Int)) {
        #expect(throws: ImageFormatError.self) { try Canvas(width: size.0, height: size.1) }
    }

    @Test("renderer sizes: NaN, zero, enormous and bad scales are refused")
    func rendererLimits() {
        #expect(throws: RenderError.self) { try Renderer(width: 0, height: 10) }
        #expect(throws: RenderError.self) { try Renderer(width: .nan, height: 10) }
        #expect(throws: RenderError.self) { try Renderer(width: 100_000, height: 100_000) }
        #expect(throws: RenderError.self) { try Renderer(width: 100, height: 100, scale: 0) }
        #expect(throws: RenderError.self) { try Renderer(width: 100, height: 100, scale: -.infinity) }
        #expect(throws: RenderError.self) { try Renderer(width: 6000, height: 6000, scale: 3) }
    }

    @Test("canvas side and area at the limit are accepted, one past is refused")
    func canvasLimitsAtAndPast() {
        // Sides of 16,384 pixels; 16,384 × 4,096 = 67,108,864 pixels = 64 Mpx. Checked without allocating.
        #expect(throws: Never.self) { try Canvas.validate(width: 16_384, height: 1) }
        #expect(throws: ImageFormatError.self) { try Canvas.validate(width: 16_385, height: 1) }
        #expect(throws: Never.self) { try Canvas.validate(width: 16_384, height: 4_096) }
        #expect(throws: ImageFormatError.self) { try Canvas.validate(width: 16_384, height: 4_097) }
        // The renderer applies the same check to the pixel size (points × scale).
        #expect(throws: Never.self) { try Renderer(width: 8_192, height: 1, scale: 2) }
        #expect(throws: RenderError.self) { try Renderer(width: 8_192.5, height: 1, scale: 2) }
    }
}
