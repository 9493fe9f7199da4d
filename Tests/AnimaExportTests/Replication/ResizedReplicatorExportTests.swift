import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// `SVGResizedReplicatorTests`' replicator whose bounds resize, on the Web page and in the Lottie file, which unroll
/// its instances into wrappers: CAReplicatorLayer applies `instanceTransform` about the centre of the bounds it has
/// then, and the wrappers turned them about the model bounds' centre (export agreement, Web ordinary seed 824 at 0.3
/// and 0.7 s: the faded instances of a resizing replicator 25 px away in Chromium).
@Suite(.serialized) struct ResizedReplicatorExportTests {
    /// `SVGResizedReplicatorTests.scene()` on an 80 × 80 canvas (rlottie's frame is taken at that size): the second
    /// square at canvas x 25 … 30, y 17.5 … 22.5 at 0.5 s; about the model centre it would be at x 20 … 25.
    static func scene() -> Scene {
        var scene = SVGResizedReplicatorTests.scene()
        scene.canvas.width = 80
        scene.canvas.height = 80
        return scene
    }

    static func expectResizedCentre(_ frame: OpaqueFrame, _ player: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (resized, model) = (SVGResizedReplicatorTests.isRed(frame, 27, 20), SVGResizedReplicatorTests.isRed(frame, 22, 20))
        #expect(resized && !model, "\(player): red at x 27 \(resized), at x 22 \(model)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumTurnsTheInstancesAboutTheResizedCentre() throws {
        let export = ExportFormat.web.export(try Timeline(Self.scene()))
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        let shot = try ChromiumPixelOracleTests.screenshot(export.text, at: 0.5, width: 80, height: 80,
                                                           chromium: try Tool.chromium.require())
        Self.expectResizedCentre(OpaqueFrame(shot), "Chromium")
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieTurnsTheInstancesAboutTheResizedCentre() throws {
        let export = try ExportFormat.lottie.export(Self.scene())
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        Self.expectResizedCentre(try LottieMaskedContentsTests.rlottieFrame(export), "rlottie")
    }
}
