import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// A group's child ends inclusively (`MediaTiming.state(atParentTime:asGroupChild:)`): at its exact end, inside the
/// still running group, it shows its last value, not the model's. Web Animations starts the absence at the keyframe
/// of the end itself, so the page places it a hair later (ordinary seeds 248 and 410 of `ExportAgreementTests` at
/// 0.3 s: a child of 0.3 s in a longer group showed the model value in Chromium).
@Suite(.serialized) struct GroupChildEndWebExportTests {
    /// A red layer at opacity 0 and a group of 1.5 s whose child fades it in over 0.3 s, no fills.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 2, "fps": 10}, "layers": [
          {"id": "fading", "type": "layer", "frame": [20, 10, 40, 40], "backgroundColor": "#FF0000", "opacity": 0,
           "animations": [{"type": "group", "duration": 1.5, "animations": [
             {"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 0.3}]}]}
        ]}
        """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumShowsTheLastValueAtTheChildsEnd() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let chromium = try Tool.chromium.require()
        // At 0.3 s the child is at its end, opacity 1: red. At 0.4 s it is gone: the model's 0, white.
        let atEnd = try ChromiumPixelOracleTests.screenshot(page, at: 0.3, width: 80, height: 60, chromium: chromium)
        let after = try ChromiumPixelOracleTests.screenshot(page, at: 0.4, width: 80, height: 60, chromium: chromium)
        #expect(atEnd.premultipliedPixel(x: 40, y: 30).g < 5, "\(atEnd.premultipliedPixel(x: 40, y: 30))")
        #expect(after.premultipliedPixel(x: 40, y: 30).g > 250, "\(after.premultipliedPixel(x: 40, y: 30))")
    }
}
