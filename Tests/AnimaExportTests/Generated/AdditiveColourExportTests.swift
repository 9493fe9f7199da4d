import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// `AdditiveColourWebExportTests`' sum past 1 (red 1.3, blue 1.2, alpha 1.73) in the SVG frame and the Lottie file:
/// Core Animation clamps each component to 0…1 when it draws, so the layer is opaque (255, 51, 255) over white.
@Suite(.serialized) struct AdditiveColourExportTests {
    /// `AdditiveColourWebExportTests.scene()` on the 80 × 80 canvas rlottie's frame is taken on.
    static func scene() throws -> Scene {
        var scene = try AdditiveColourWebExportTests.scene()
        scene.canvas.height = 80
        return scene
    }

    static func expectClampedSum(_ frame: OpaqueFrame, _ player: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let p = frame.rgb(40, 30)
        #expect(p.x >= 253 && Swift.abs(p.y - 51) <= 2 && p.z >= 253, "\(player): \(p)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func rsvgDrawsTheClampedSum() throws {
        Self.expectClampedSum(try SVGFrameRulesTests.rsvg(Self.scene(), at: 0.5), "rsvg")
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieDrawsTheClampedSum() throws {
        let result = try ExportFormat.lottie.export(Self.scene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        Self.expectClampedSum(try LottieMaskedContentsTests.rlottieFrame(result), "rlottie")
    }
}
