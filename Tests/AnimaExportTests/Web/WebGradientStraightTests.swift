import AnimaCore
@testable import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// A gradient between stops of different alpha blends in straight colour, as Core Animation and the renderer do; CSS
/// blends premultiplied, so the page adds stops on the straight line (issue 29, generated scene "web ordinary seed
/// 52": opaque blue to a clear white greyed on the page).
@Suite(.serialized) struct WebGradientStraightTests {
    /// An 80 × 40 axial gradient at (8, 8) on a white 96 × 64 canvas, from opaque (0, 0.6, 1) on the left to white at
    /// alpha 0.2 on the right.
    static func scene() -> Scene {
        var g = Layer(id: "g", kind: .gradient)
        g.frame = Rect(8, 8, 80, 40)
        g.colors = [Color(0, 0.6, 1), Color(1, 1, 1, 0.2)]
        g.startPoint = Point(0, 0.5)
        g.endPoint = Point(1, 0.5)
        return Scene(canvas: .init(width: 96, height: 64, background: .white), timeline: .init(duration: 1), layers: [g])
    }

    @Test func aSpanOfChangingAlphaGetsStopsOnTheStraightLine() {
        let (colors, locations) = StraightGradientStops.stops([Color(0, 0.6, 1), Color(1, 1, 1, 0.2)], [0, 1])
        #expect(colors.count == 9 && locations == (0...8).map { Double($0) / 8 })
        // Half way: the straight mean of the components, (0.5, 0.8, 1, 0.6).
        #expect(colors[4] == Color(0.5, 0.8, 1, 0.6))
        // Stops of one alpha need none.
        #expect(StraightGradientStops.stops([Color(1, 0, 0), Color(0, 0, 1)], [0, 1]).colors.count == 2)
    }

    /// Chromium's pixel at x = 48 (its centre 40.5 of 80 points along, f = 0.50625): straight, colour (129.1, 204.6,
    /// 255) at alpha 1 − 0.8f = 0.595 over white gives (180.1, 225.0, 255); premultiplied it would be (129.1, 204.7,
    /// 255).
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumBlendsTheStopsInStraightColour() throws {
        let chromium = try Tool.chromium.require()
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try #require(try ChromiumGrid.screenshots(of: [(page, 0)], width: 96, height: 64, chromium: chromium).first ?? nil)
        let got = shot.rgb(48, 28)
        #expect(Swift.abs(got.x - 180.1) <= 3 && Swift.abs(got.y - 225.0) <= 3 && Swift.abs(got.z - 255) <= 2, "\(got)")
    }
}
