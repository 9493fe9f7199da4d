import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaRender
import AnimaTestSupport
import Testing

/// Two background colour animations, the second additive, sum to components over 1 (red 1.3, blue 1.2, alpha 1.73,
/// as ordinary seed 742 of `ExportAgreementTests` presents an alpha of 1.73): Core Animation keeps the sum and clamps
/// each component to 0…1 when it draws, so the layer is opaque (255, 51, 255). The page adds the same numbers with
/// `composite: "add"`, and CSS clamps `rgb()` channels and alpha when it computes the colour.
@Suite(.serialized) struct AdditiveColourWebExportTests {
    /// A 40 × 40 layer whose colour (0.5, 0.2, 0.6, 0.73) has (0.8, 0, 0.6, 1) added for 2 s.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 60, "scale": 1}, "timeline": {"duration": 2, "fps": 10}, "layers": [
          {"id": "sum", "type": "layer", "frame": [20, 10, 40, 40], "backgroundColor": [0.2, 0.2, 0.6, 0.5],
           "animations": [
             {"type": "basic", "keyPath": "backgroundColor", "from": [0.5, 0.2, 0.6, 0.73],
              "to": [0.5, 0.2, 0.6, 0.73], "duration": 2},
             {"type": "basic", "keyPath": "backgroundColor", "from": [0.8, 0, 0.6, 1], "to": [0.8, 0, 0.6, 1],
              "duration": 2, "additive": true}]}
        ]}
        """)
    }

    /// Whether a pixel is (255, 51, 255) within 2 per channel: each component clamped, then drawn opaque.
    /// Unclamped over white, green would be 0.2 × 1.73 − 0.73 < 0: 0, not 51.
    static func isClampedSum(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.r >= 253 && abs(Int(p.g) - 51) <= 2 && p.b >= 253 && p.a == 255
    }

    @Test func theRendererClampsTheSum() throws {
        let scene = try Self.scene()
        let ours = try Renderer(canvas: scene.canvas).render(try Timeline(scene), at: 1)
        let p = ours.premultipliedPixel(x: 40, y: 30)
        #expect(Self.isClampedSum(p), "\(p)")
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumClampsTheSum() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 1, width: 80, height: 60,
                                                           chromium: try Tool.chromium.require())
        let p = shot.premultipliedPixel(x: 40, y: 30)
        #expect(Self.isClampedSum(p), "\(p)")
    }
}
