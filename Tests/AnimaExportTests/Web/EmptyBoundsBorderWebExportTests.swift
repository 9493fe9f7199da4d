import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// Core Animation draws a layer's border inside its bounds, no wider than half their smaller side, and nothing of it
/// when the bounds are empty; a CSS `border-box` instead grows to hold both borders, so the page drew a 2-pixel bar
/// for a zero-height layer (hostile seed 376 of `ExportAgreementTests` at 1.5 s: a 100,000 × 0 text layer).
@Suite(.serialized) struct EmptyBoundsBorderWebExportTests {
    /// A black-bordered 40 × 0 layer and a 0 × 40 one, on white.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "flat", "type": "layer", "position": [40, 10], "bounds": [0, 0, 40, 0], "borderWidth": 1},
          {"id": "thin", "type": "layer", "position": [20, 30], "bounds": [0, 0, 0, 40], "borderWidth": 2}
        ]}
        """)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumShowsNoBorderOfEmptyBounds() throws {
        let dark = try ChromiumPixelOracleTests.pixelCount(ofWebExport: Self.scene(), width: 80, height: 60) { $0.r < 200 }
        #expect(dark == 0, "\(dark) pixels of the borders show")
    }
}
