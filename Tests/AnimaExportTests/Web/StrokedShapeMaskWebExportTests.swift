import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// A shape mask's alpha is whatever the shape layer draws (Core Animation takes a mask's alpha channel from its
/// drawing): its background, its fill at the fill colour's alpha, and its stroke, trimmed. The page clipped to the
/// path's fill region whatever the mask drew, so the common reveal (a stroke-only mask whose `strokeEnd` grows)
/// showed the whole filled shape at once. Web ordinary seed 2278 showed it with a mask whose background is opaque
/// and whose fill is clear. A mask that only fills opaquely stays a `clip-path`; any other is drawn as an SVG image.
@Suite(.serialized) struct StrokedShapeMaskWebExportTests {
    /// On an 80 × 80 white canvas, a red 60 × 60 layer at (10, 10) masked by a shape layer of its size whose path is
    /// the square (10, 10)–(50, 50), not filled, stroked 10 pt wide in black and trimmed to `strokeEnd` 0.5.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 80}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "card", "position": [40, 40], "bounds": [0, 0, 60, 60], "backgroundColor": "#FF0000",
           "mask": {"id": "ring", "type": "shape", "position": [30, 30], "bounds": [0, 0, 60, 60],
                    "path": "M10 10 L50 10 L50 50 L10 50 Z", "fillColor": "#00000000", "strokeColor": "#000000",
                    "lineWidth": 10, "strokeEnd": 0.5}}
        ]}
        """)
    }

    /// The square's perimeter is 160 pt, so the first half of the stroke is its top edge (10, 10)→(50, 10) and its
    /// right edge down to (50, 50): a band 10 pt wide about each. In canvas points (the layer's origin at (10, 10)):
    /// the top band's middle (40, 20) and the right band's (60, 40) are red; the bottom edge's band, trimmed away,
    /// at (40, 58), and the unfilled middle (40, 40) are white. Clipped to the square's fill, the last two were red.
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumMasksByTheTrimmedStroke() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try #require(try ChromiumGrid.screenshots(of: [(page, 0.5)], width: 80, height: 80,
                                                             chromium: try Tool.chromium.require())[0])
        let red = [(40, 20), (60, 40)], white = [(40, 58), (40, 40)]
        for (x, y) in red { #expect(shot.rgb(x, y).y < 16, "(\(x), \(y)): \(shot.rgb(x, y))") }
        for (x, y) in white { #expect(shot.rgb(x, y).y > 240, "(\(x), \(y)): \(shot.rgb(x, y))") }
    }
}
