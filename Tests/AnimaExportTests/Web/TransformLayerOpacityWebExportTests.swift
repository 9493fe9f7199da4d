import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// CATransformLayer applies its opacity to each sublayer on its own and forms no compositing group, as the renderer
/// draws it; the page faded a transform layer's element, which fades its sublayers as one group (and flattens their
/// 3D). Web ordinary seed 1949 showed it with an animated opacity. Now each layer under transform layers multiplies
/// their opacity into its own (`PassedOpacity`), fixed, animated by one of them, or sampled when several animate.
@Suite(.serialized) struct TransformLayerOpacityWebExportTests {
    /// On an 80 × 40 white canvas, `run` (transform layers, outermost first, each given its opacity JSON) holds a red
    /// square over x 10 … 40 and a blue one over x 25 … 55, both over y 5 … 35.
    static func scene(_ run: [String]) throws -> Scene {
        let squares = """
          {"id": "a", "position": [25, 20], "bounds": [0, 0, 30, 30], "backgroundColor": "#FF0000"},
          {"id": "b", "position": [40, 20], "bounds": [0, 0, 30, 30], "backgroundColor": "#0000FF"}
        """
        let nested = run.enumerated().reversed().reduce(squares) { inner, entry in
            """
            {"id": "t\(entry.offset)", "type": "transformLayer", "position": [40, 20], "bounds": [0, 0, 80, 40],
             \(entry.element), "sublayers": [\(inner)]}
            """
        }
        return try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 40}, "timeline": {"duration": 2, "fps": 10},
         "layers": [\(nested)]}
        """)
    }

    static let fading = #""opacity": 1, "animations": [{"type": "basic", "keyPath": "opacity", "from": 1, "to": 0, "#
        + #""duration": 2}]"#
    static let half = #""opacity": 0.5"#

    /// At 1 s each fading transform layer is at 0.5. Each square is drawn on its own at the run's product p over the
    /// white canvas, blue over red: where they overlap, green is 255 · (1 − p) · (1 − p). One fading layer (p = 0.5):
    /// 63.75 (a group faded as one would leave the blue square's 127.5). Half a fading one, or two fading (p =
    /// 0.25): 143.4 (a group: 191.25). Left of the overlap, red alone: green 255 · (1 − p), 127.5 or 191.25.
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumFadesEachSublayerOnItsOwn() throws {
        let runs = [[Self.fading], [Self.half, Self.fading], [Self.fading, Self.fading], [Self.half]]
        let pages = try runs.map { (try ExportFormat.web.export(Self.scene($0)).text, 1.0) }
        let shots = try ChromiumGrid.screenshots(of: pages, width: 80, height: 40,
                                                 chromium: try Tool.chromium.require())
        let expected: [(overlap: Double, red: Double)] = [(63.75, 127.5), (143.4, 191.25), (143.4, 191.25),
                                                          (63.75, 127.5)]
        for (shot, want) in zip(shots, expected) {
            let frame = try #require(shot)
            let overlap = Double(frame.rgb(32, 20).y), red = Double(frame.rgb(15, 20).y)
            #expect(abs(overlap - want.overlap) <= 2 && abs(red - want.red) <= 2, "\(overlap), \(red)")
        }
    }

    /// The stylesheet export, written for the page's elements, carries the rule those elements' class names.
    @Test func theStylesheetCarriesThePassedOpacityRule() throws {
        let page = try ExportFormat.web.export(Self.scene([Self.half])).text
        let css = try ExportFormat.css.export(Self.scene([Self.half])).text
        #expect(page.contains("data-layer=\"a\" class=\"anima-passed\"") && page.contains("--anima-tf: 0.5"))
        #expect(css.contains("[data-layer].anima-passed { opacity: "))
    }
}
