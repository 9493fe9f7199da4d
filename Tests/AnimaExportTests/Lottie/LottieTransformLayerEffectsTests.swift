import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// CATransformLayer ignores its mask and its shadow ("The properties that assume 2D image processing are also
/// ignored, including: filters, backgroundFilters, compositingFilter, mask, masksToBounds, and shadow style
/// properties", its documentation), as the renderer does. The Lottie file matted the transform layer by its mask and
/// gave it a Drop Shadow effect (which lottie-web draws), and warned about both: losses that were not there.
@Suite(.serialized) struct LottieTransformLayerEffectsTests {
    /// `TransformLayerMaskWebExportTests`' scene (a transform layer masked by a shape over its left half, holding a
    /// red 40 × 40 layer at (20, 10) on an 80 × 60 canvas) with a blurred shadow on the transform layer whose opacity
    /// animates.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "host", "type": "transformLayer", "frame": [0, 0, 80, 60], "shadowOpacity": 1, "shadowRadius": 3,
           "mask": {"id": "half", "type": "shape", "frame": [0, 0, 80, 60], "path": "M0 0 L40 0 L40 60 L0 60 Z",
                    "fillColor": "#000000"},
           "animations": [{"type": "basic", "keyPath": "shadowOpacity", "from": 0.5, "to": 1, "duration": 1}],
           "sublayers": [{"id": "red", "type": "layer", "frame": [20, 10, 40, 40], "backgroundColor": "#FF0000"}]}
        ]}
        """)
    }

    @Test func theFileHasNoMatteNoShadowAndNoWarning() throws {
        let result = try ExportFormat.lottie.export(Self.scene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(!result.text.contains("\"tt\""), "a track matte")
        #expect(!result.text.contains("\"ef\""), "an effect")
    }

    /// The whole red square shows: 40 × 40 = 1,600 red pixels (matted by the left half, 20 × 40 = 800).
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieShowsTheSublayerWhole() throws {
        let frame = try LottieMaskedContentsTests.rlottieFrame(ExportFormat.lottie.export(Self.scene()))
        var red = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.rgb(x, y)
                if p.x > 191 && p.y < 64 && p.z < 64 { red += 1 }
            }
        }
        #expect(red == 1_600, "\(red) red pixels")
    }
}
