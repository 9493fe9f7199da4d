import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// A shape layer's stroke is its own: a sublayer of a trimmed (or dashed) shape layer strokes solid, as Core
/// Animation draws it. CSS inherits `stroke-dasharray`, so the page sets it on every layer (ordinary seed 248 of
/// `ExportAgreementTests`: the superlayer's trim dash, 0.5 on and 2 off in the sublayer's own units, cut its 12 px
/// stroke into short radial dashes).
@Suite(.serialized) struct InheritedDashWebExportTests {
    /// A trimmed shape layer (stroke 0.2…0.7, no stroke width) and, inside it, a red horizontal stroke 8 pt wide
    /// from x = 10 to 70 at y = 30 of the canvas, neither trimmed nor dashed.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "trimmed", "type": "shape", "frame": [0, 0, 80, 60], "path": "M0 0 L80 60", "lineWidth": 0,
           "strokeColor": "#000000", "fillColor": "#00000000", "strokeStart": 0.2, "strokeEnd": 0.7, "sublayers": [
            {"id": "line", "type": "shape", "frame": [0, 0, 80, 60], "path": "M10 30 L70 30", "lineWidth": 8,
             "strokeColor": "#FF0000", "fillColor": "#00000000"}
          ]}
        ]}
        """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumStrokesTheSublayerSolid() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 0, width: 80, height: 60,
                                                           chromium: try Tool.chromium.require())
        // The band (y 26…34, x 10…70) is all red 2 px clear of its edges: y 28…32, x 12…68.
        var white = 0
        for y in 28..<32 {
            for x in 12..<68 where shot.premultipliedPixel(x: x, y: y).g > 64 { white += 1 }
        }
        #expect(white == 0, "\(white) of 224 pixels inside the stroke are not red")
    }
}
