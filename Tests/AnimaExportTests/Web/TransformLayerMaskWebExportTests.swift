import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// CATransformLayer ignores its mask ("The properties that assume 2D image processing are also ignored, including:
/// filters, backgroundFilters, compositingFilter, mask, masksToBounds, and shadow style properties", its
/// documentation), as the renderer does; the page clipped the transform layer's element by it (export agreement, Web
/// ordinary seed 1066: a transform layer masked by a hidden shape, whose sublayers the page drew not at all).
@Suite(.serialized) struct TransformLayerMaskWebExportTests {
    /// On an 80 × 60 white canvas, a transform layer masked by a shape covering its left half (x 0 … 40), holding
    /// a red 40 × 40 layer at (20, 10).
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "host", "type": "transformLayer", "frame": [0, 0, 80, 60],
           "mask": {"id": "half", "type": "shape", "frame": [0, 0, 80, 60], "path": "M0 0 L40 0 L40 60 L0 60 Z",
                    "fillColor": "#000000"},
           "sublayers": [{"id": "red", "type": "layer", "frame": [20, 10, 40, 40], "backgroundColor": "#FF0000"}]}
        ]}
        """)
    }

    /// The whole red square shows: 40 × 40 = 1,600 red pixels (masked, 20 × 40 = 800).
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumIgnoresTheTransformLayersMask() throws {
        let red = try ChromiumPixelOracleTests.pixelCount(ofWebExport: Self.scene(), width: 80, height: 60) {
            $0.r > 191 && $0.g < 64 && $0.b < 64
        }
        #expect(red == 1_600, "\(red) red pixels")
    }
}
