import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Testing

/// A model transform that collapses the layer (a zero scale: no parts rebuild it, and `TransformComponents` reads a
/// singular matrix as the identity) is written whole, so the page shows what Core Animation shows: nothing of the
/// layer (ordinary seeds 171 and 192 of `ExportAgreementTests` showed such layers at full size).
@Suite(.serialized) struct SingularTransformWebExportTests {
    /// A red 40 × 40 layer scaled to nothing along x (m11 = 0).
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "flat", "type": "layer", "frame": [20, 10, 40, 40], "backgroundColor": "#FF0000",
           "transform": [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]}
        ]}
        """)
    }

    @Test func theMatrixIsWrittenWhole() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        #expect(page.contains("transform: matrix3d(0, 0, 0, 0, 0, 1,"), "\(page)")
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumShowsNothingOfTheLayer() throws {
        let red = try ChromiumPixelOracleTests.pixelCount(ofWebExport: Self.scene(), width: 80, height: 60) { $0.g < 200 }
        #expect(red == 0, "\(red) pixels of the collapsed layer show")
    }
}
