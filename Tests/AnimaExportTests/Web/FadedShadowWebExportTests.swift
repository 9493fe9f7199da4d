import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// The shadow of a translucent layer shows through it: the renderer draws the shadow at shadowOpacity × opacity
/// beneath the layer and then the layer at its opacity, where CSS's `opacity` fades the element and its
/// `drop-shadow()` as one group, hiding the shadow under the layer (ordinary seed 247 of `ExportAgreementTests`:
/// mean 2.3/255, a sharp shadow under a sublayer of a layer at 80 %). The page fades the layer in its filter instead.
@Suite(.serialized) struct FadedShadowWebExportTests {
    /// A red 40 × 30 layer at opacity ½ with a sharp black shadow offset (20, 15): the shadow covers the layer's
    /// lower right quarter, x 30…50, y 25…40.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "faded", "type": "layer", "frame": [10, 10, 40, 30], "backgroundColor": "#FF0000", "opacity": 0.5,
           "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [20, 15]}
        ]}
        """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumShowsTheShadowThroughTheLayer() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 0, width: 80, height: 60,
                                                           chromium: try Tool.chromium.require())
        // Where both lie: black at ½ over white is 127.5, red at ½ over that is (191.25, 63.75, 63.75); the layer
        // alone is (255, 127.5, 127.5), the shadow alone 127.5.
        let both = shot.premultipliedPixel(x: 40, y: 35), layer = shot.premultipliedPixel(x: 20, y: 20)
        let shadow = shot.premultipliedPixel(x: 55, y: 45)
        #expect(abs(Int(both.r) - 191) <= 2 && abs(Int(both.g) - 64) <= 2, "\(both)")
        #expect(abs(Int(layer.r) - 255) <= 2 && abs(Int(layer.g) - 128) <= 2, "\(layer)")
        #expect(abs(Int(shadow.r) - 128) <= 2, "\(shadow)")
    }
}
