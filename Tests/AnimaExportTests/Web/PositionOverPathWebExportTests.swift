import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// A position animation added after a path animation on the same layer (issue 29, Web ordinary seed 642): Core
/// Animation applies a layer's animations of one key in order, the later replacing the earlier, so while the second
/// runs the layer is where it says, not on the path. The page moved the element along `offset-path` and by the
/// later animation's position at once (the two are different CSS properties), 21 points off.
@Suite(.serialized) struct PositionOverPathWebExportTests {
    /// A red 20 × 20 layer at (20, 30) running along the path (20, 30) → (80, 30) over 1 s, paced, and, added after
    /// it, a position animation from (50, 45) to (50, 45) over 1 s. At 0.5 s the layer is at (50, 45): red over
    /// x 40 … 60, y 35 … 55; on the path it would cover y 20 … 40, and both together x 70 … 90 (the path's 30 points
    /// added to the later position's 50, from the model's 20 origin).
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 100, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "mover", "type": "layer", "position": [20, 30], "bounds": [0, 0, 20, 20], "backgroundColor": "#FF0000",
           "animations": [
             {"type": "keyframe", "keyPath": "position", "path": "M20 30 L80 30", "calculationMode": "paced", "duration": 1},
             {"type": "basic", "keyPath": "position", "from": [50, 45], "to": [50, 45], "duration": 1}]}
        ]}
        """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumPlacesTheLaterPosition() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 0.5, width: 100, height: 60, chromium: try Tool.chromium.require())
        let red = { (x: Int, y: Int) in shot.premultipliedPixel(x: x, y: y).g < 5 }
        #expect(red(50, 50), "\(shot.premultipliedPixel(x: 50, y: 50))")
        #expect(!red(50, 25) && !red(80, 50), "\(shot.premultipliedPixel(x: 50, y: 25)) \(shot.premultipliedPixel(x: 80, y: 50))")
    }
}
