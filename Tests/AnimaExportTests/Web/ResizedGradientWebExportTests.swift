import AnimaCore
import AnimaExport
import AnimaRender
import AnimaTestSupport
import Testing

/// A gradient's axis stretches with its bounds and its stops are placed in points, so a gradient layer whose bounds
/// animate draws a different CSS image at every size: the page kept the model size's image (ordinary seed 1793 of
/// `ExportAgreementTests`: a diagonal gradient resized from 12 × 44 to about 40 × 30 by a spring, its band at the
/// wrong angle, mean 20/255). It is now sampled frame by frame as an animated colour or point is.
@Suite(.serialized) struct ResizedGradientWebExportTests {
    /// A 20 × 60 gradient from black at the top-left corner to white at the bottom-right, resized to 80 × 20 over
    /// 1 s and held there.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 96, "height": 64}, "timeline": {"duration": 2, "fps": 10}, "layers": [
          {"id": "g", "type": "gradient", "position": [48, 32], "bounds": [0, 0, 20, 60],
           "colors": ["#000000", "#FFFFFF"], "startPoint": [0, 0], "endPoint": [1, 1],
           "animations": [{"type": "basic", "keyPath": "bounds.size", "from": [20, 60], "to": [80, 20], "duration": 1,
                           "fillMode": "forwards", "removedOnCompletion": false}]}
        ]}
        """)
    }

    /// At 1.5 s the layer is 80 × 20 from (8, 22): by the stretched axis (`WebGradientStretchTests`), its grey runs
    /// along the anti-diagonal, so the pixel at the top-right corner (87, 22) and the bottom-left one (8, 41) are the
    /// middle grey: 0.51 and 0.49 of the way at their centres (128 ± 8 allows the edge pixels' rounding).
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumDrawsTheResizedGradient() throws {
        let timeline = try Timeline(Self.scene())
        let export = ExportFormat.web.export(timeline)
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        let shot = try #require(try ChromiumGrid.screenshots(of: [(export.text, 1.5)], width: 96, height: 64,
                                                             chromium: try Tool.chromium.require())[0])
        for (x, y) in [(87, 22), (8, 41)] {
            #expect(Swift.abs(shot.rgb(x, y).x - 127.5) <= 8, "(\(x), \(y)): \(shot.rgb(x, y))")
        }
    }
}
