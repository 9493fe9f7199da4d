import AnimaCore
import AnimaExport
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// Shadows drawn by the SVG and Web exports as the renderer draws them (issue 29: SVG used to drop them with a
/// warning; the page's `box-shadow` was not painted under a translucent box): a translucent square turned 0.5 rad and
/// scaled 1.5×, its shadow offset (8, 4) and blurred by a radius of 3, both in the layer's space (docs/rendering.md,
/// "Shadows turn and scale with their layer"). rsvg and Chromium must agree with the renderer by issue 29's bound.
@Suite struct ShadowOracleTests {
    static func scene() -> Scene {
        var l = Layer(id: "card", kind: .layer)
        l.frame = Rect(45, 45, 30, 30)
        l.backgroundColor = Color(0, 0.48, 1, 0.5)
        l.shadowOpacity = 0.8
        l.shadowColor = Color(0, 0, 0)
        l.shadowOffset = Size(8, 4)
        l.shadowRadius = 3
        l.transform = Transform3D.scale(1.5, 1.5).concatenating(.rotation(0.5))
        return Scene(canvas: .init(width: 120, height: 120), timeline: .init(duration: 1), layers: [l])
    }

    static func ours() throws -> OpaqueFrame {
        let timeline = try Timeline(scene())
        return OpaqueFrame(try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0))
    }

    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func rsvgDrawsTheShadowLikeTheRenderer() throws {
        let export = try ExportFormat.svg.export(Self.scene(), at: 0)
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        let dir = try TemporaryFiles.directory("anima-svg-shadow")
        defer { try? FileManager.default.removeItem(at: dir) }
        let theirs = try #require(try ExportAgreementTests.rsvgFrame(export.text, rsvg: try Tool.rsvg.require(), in: dir))
        let agreement = FrameAgreement(try Self.ours(), theirs)
        print("rsvg turned shadow: \(agreement)")
        #expect(agreement.agrees, "\(agreement)")
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumDrawsTheShadowLikeTheRenderer() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try ChromiumPixelOracleTests.screenshot(page, at: 0, width: 120, height: 120,
                                                           chromium: try Tool.chromium.require())
        let agreement = FrameAgreement(try Self.ours(), OpaqueFrame(shot))
        print("chromium turned shadow: \(agreement)")
        #expect(agreement.agrees, "\(agreement)")
    }
}
