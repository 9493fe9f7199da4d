import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// A sampled gradient image that is the same at every frame is written as a plain declaration, which must come after
/// the model's own: the page showed the model's gradient instead (ordinary seed 1949 of `ExportAgreementTests`).
@Suite(.serialized) struct ConstantSampledGradientWebExportTests {
    /// A 40 × 32 radial gradient at (8, 8), white to black, whose model end point (1, 1) gives radii of 20 and 16;
    /// its end point animates along y = 0.5, the start point's height, for the whole scene, so one radius stays 0,
    /// where Core Animation paints the last colour (`StretchedAxis.paintsLastColour`): black at every pixel.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 96, "height": 64}, "timeline": {"duration": 2, "fps": 10}, "layers": [
          {"id": "g", "type": "gradient", "frame": [8, 8, 40, 32], "gradientType": "radial",
           "colors": ["#FFFFFF", "#000000"], "startPoint": [0.5, 0.5], "endPoint": [1, 1],
           "animations": [{"type": "basic", "keyPath": "endPoint", "from": [0.6, 0.5], "to": [0.9, 0.5],
                           "duration": 4}]}
        ]}
        """)
    }

    /// At the layer's centre (28, 24) the model's gradient is white; the animated one is black.
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumShowsTheSampledImage() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try #require(try ChromiumGrid.screenshots(of: [(page, 1)], width: 96, height: 64,
                                                             chromium: try Tool.chromium.require())[0])
        #expect(shot.rgb(28, 24).x <= 8, "\(shot.rgb(28, 24))")
    }
}
