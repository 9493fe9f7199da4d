import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// Core Animation recomposes a transform's parts as scale, turns, translation, then perspective (CSS Transforms 2), so
/// a layer whose model holds a perspective part is moved and scaled *before* it is projected. The page applied the
/// perspective first and the animated translation and scale after it, in CSS's own `translate` and `scale`: the card
/// below was 3.4 px narrower than Core Animation draws it. Found while taking apart ordinary seed 1667 of
/// `ExportAgreementTests` (replicators moved along x inside such layers), which still differs for another reason.
@Suite(.serialized) struct PerspectivePartsOrderWebExportTests {
    /// A blue 40 × 30 card centred at (48, 32), its model a turn of 1.2 rad about y seen from 500 pt (the matrix
    /// (cos, 0, −sin, sin/500; 0, 1, 0, 0; sin, 0, cos, −cos/500; 0, 0, 0, 1) in row vectors), moved −30 pt along x
    /// and scaled 1.5 along x by animations that hold for the whole scene.
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 96, "height": 64}, "timeline": {"duration": 2, "fps": 10}, "layers": [
          {"id": "card", "type": "layer", "position": [48, 32], "bounds": [0, 0, 40, 30], "backgroundColor": "#0099FF",
           "borderWidth": 2, "borderColor": "#000000",
           "transform": [0.3623577544766736, 0, -0.9320390859672263, 0.0018640781719344527, 0, 1, 0, 0,
                         0.9320390859672263, 0, 0.3623577544766736, -0.0007247155089533473, 0, 0, 0, 1],
           "animations": [
             {"type": "basic", "keyPath": "transform.translation.x", "from": -30, "to": -30, "duration": 2,
              "fillMode": "both"},
             {"type": "basic", "keyPath": "transform.scale.x", "from": 1.5, "to": 1.5, "duration": 2,
              "fillMode": "both"}]}
        ]}
        """)
    }

    /// Where Core Animation puts the card's left and right edges on its middle row, by hand (row vectors, c = cos 1.2
    /// = 0.36236, s = sin 1.2 = 0.93204): x = ∓20 scaled to ∓30, turned to x = ∓10.87, z = ±27.96, moved to x =
    /// −40.87 or −19.13, projected by w = 1 − z/500 = 0.94408 or 1.05592: x = −43.29 or −18.12, so 4.71 to 29.88 on
    /// the canvas. Columns 5 to 29 are more than half covered (25 columns with red under 128). In the old order
    /// (turn, perspective, then scale and move) the card spanned 6.71 to 28.48: 21 columns.
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumMovesAndScalesTheCardBeforeItsPerspective() throws {
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try #require(try ChromiumGrid.screenshots(of: [(page, 0.5)], width: 96, height: 64,
                                                             chromium: try Tool.chromium.require())[0])
        let covered = (0..<96).filter { shot.rgb($0, 32).x < 128 }
        #expect(covered.count == 25 && covered.first == 5 && covered.last == 29, "\(covered)")
    }
}
