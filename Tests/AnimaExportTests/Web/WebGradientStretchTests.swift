import AnimaCore
@testable import AnimaExport
import AnimaRender
import AnimaTestSupport
import Testing

/// The Web page's axial gradient stretches with its layer (issue 29; `SVGGradientStretchTests` has the rule): a
/// 160 × 40 gradient from corner to corner in Chromium against the renderer, by issue 29's agreement bound. Drawn
/// between the corners in points, the top-right corner would be 0.94 of the way to blue instead of 0.5.
@Suite struct WebGradientStretchTests {
    @Test func theAxisIsTheStretchedOne() {
        // t = 1 where (x/160)·1 + (y/40)·1 = 1 nearest the start: along n = (1/320, 1/80), at 102400/17 · n.
        let axis = StretchedAxis(from: Point(0, 0), to: Point(1, 1), in: Rect(0, 0, 160, 40))
        #expect(axis.map { abs($0.end.x - 320.0 / 17) < 1e-9 && abs($0.end.y - 1280.0 / 17) < 1e-9 } == true)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumStretchesTheGradientLikeTheRenderer() throws {
        let chromium = try Tool.chromium.require()
        let scene = SVGGradientStretchTests.scene()
        let timeline = try Timeline(scene)
        let ours = try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0)
        let page = try ExportFormat.web.export(scene).text
        let theirs = try ChromiumPixelOracleTests.screenshot(page, at: 0, width: ours.width, height: ours.height,
                                                             chromium: chromium)
        let agreement = FrameAgreement(OpaqueFrame(ours), OpaqueFrame(theirs))
        print("chromium stretched gradient: \(agreement)")
        #expect(agreement.agrees, "\(agreement)")
    }
}
