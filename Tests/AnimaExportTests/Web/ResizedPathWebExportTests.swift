import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// A layer moving along a path while its bounds resize (issue 29, Web ordinary seed 586 at 0.7 s): Core Animation
/// puts the layer's anchor, its anchor point of its bounds at that time, on the path's point. CSS `offset-path`
/// places `transform-origin`, which follows the bounds; the element's `translate` took the anchor back with the
/// model bounds, so the layer sat the difference away.
@Suite(.serialized) struct ResizedPathWebExportTests {
    /// A red 40 × 20 layer (anchor in the middle) along the path from (20, 30) to (80, 30) over 1 s, paced, while
    /// its bounds' size goes linearly from 40 × 20 to 20 × 20. At 0.5 s the anchor is at (50, 30) and the bounds are
    /// 30 × 20: red over x 35 … 65, y 20 … 40. With the model width's anchor (20) the layer sits 5 points right.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 100, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "mover", "type": "layer", "position": [20, 30], "bounds": [0, 0, 40, 20], "backgroundColor": "#FF0000",
           "animations": [
             {"type": "keyframe", "keyPath": "position", "path": "M20 30 L80 30", "calculationMode": "paced", "duration": 1},
             {"type": "basic", "keyPath": "bounds.size", "from": [40, 20], "to": [20, 20], "duration": 1, "timingFunction": "linear"}]}
        ]}
        """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumPutsTheResizedAnchorOnThePath() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 0.5, width: 100, height: 60, chromium: try Tool.chromium.require())
        for x in [37, 63] { #expect(shot.premultipliedPixel(x: x, y: 30).g < 5, "x \(x): \(shot.premultipliedPixel(x: x, y: 30))") }
        for x in [33, 67] { #expect(shot.premultipliedPixel(x: x, y: 30).g > 250, "x \(x): \(shot.premultipliedPixel(x: x, y: 30))") }
    }
}
