import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// A transform layer ignores `masksToBounds` (CATransformLayer's documentation lists it among the properties that
/// assume 2D image processing and are ignored; the renderer draws its sublayers unclipped), so neither the Web page
/// nor the Lottie file clips them (ordinary seeds 367, 377 and 416 of `ExportAgreementTests`: Chromium cut away
/// sublayers of such a layer, up to 5 % of the pixels off by more than 32/255).
@Suite(.serialized) struct TransformLayerClipTests {
    /// A 20 × 20 transform layer at (10, 10) with `masksToBounds`, and a red 20 × 20 sublayer at (30, 30) of the
    /// canvas, wholly outside the transform layer's bounds.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "host", "type": "transformLayer", "frame": [10, 10, 20, 20], "masksToBounds": true, "sublayers": [
            {"id": "red", "type": "layer", "frame": [20, 20, 20, 20], "backgroundColor": "#FF0000"}
          ]}
        ]}
        """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumShowsTheSublayer() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 0, width: 80, height: 60,
                                                           chromium: try Tool.chromium.require())
        let inside = shot.premultipliedPixel(x: 40, y: 40)
        #expect(inside.r > 250 && inside.g < 5, "\(inside)")
    }

    @Test func lottieNeitherClipsNorWarns() throws {
        let export = try ExportFormat.lottie.export(Self.scene())
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        #expect(!export.text.contains("masksToBounds"), "\(export.text)")
    }
}
