import AnimaCore
import AnimaExport
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// A border wider than half its layer, and a border of a fractional width under a scale. Core Animation draws the
/// border inset from the bounds (`CALayer.borderWidth`: "The border is drawn inset from the receiver's bounds by the
/// value specified in this property"), so it never leaves them: a 3-point border on a 1-point-tall layer covers that
/// one row. Chromium rounds a CSS `border-width` down to whole device pixels (up to 1 below 1) before the transform,
/// so the page drew two rows for top and bottom of a 1-pixel box, and 1 pixel × 4 for 1.5 points scaled 4 times; the
/// Lottie border was a stroke along the bounds inset by half the width, which spills out past half a side.
@Suite(.serialized) struct ThinBorderTests {
    /// On an 80 × 80 white canvas: a black 40 × 1 layer at (20, 10) with a 3 pt border; a blue layer of model bounds
    /// 40 × 40 whose `bounds.size` animation holds it at 40 × 1 for the first second, centred at (40, 20.5), with a
    /// 3 pt border; a red 10 × 10 layer with a 1.5 pt border, scaled 4 times about its centre (40, 55).
    static func scene() throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 80, "height": 80}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "bar", "type": "layer", "frame": [20, 10, 40, 1], "borderWidth": 3, "borderColor": "#000000"},
          {"id": "resized", "type": "layer", "position": [40, 20.5], "bounds": [0, 0, 40, 40], "borderWidth": 3,
           "borderColor": "#0000FF",
           "animations": [{"type": "basic", "keyPath": "bounds.size", "from": [40, 1], "to": [40, 1], "duration": 1}]},
          {"id": "scaled", "type": "layer", "position": [40, 55], "bounds": [0, 0, 10, 10], "borderWidth": 1.5,
           "borderColor": "#FF0000", "transform": {"scale": 4}}
        ]}
        """)
    }

    /// The pixels of each colour, by hand: black, the bar's one row, 40 × 1 = 40 (two rows: 80); blue, the
    /// resized layer's one row y = 20, 40 (its model bounds' border: 40² − 34² = 444); red, the scaled border 6
    /// pixels wide, x 20…60 and y 35…75 less the inside 28 × 28: 1,600 − 784 = 816 (snapped to 1 pt, 4 pixels:
    /// 1,600 − 32² = 576).
    static let expected = (black: 40, blue: 40, red: 816)

    static func isBlack(_ r: Double, _ g: Double, _ b: Double) -> Bool { r < 64 && g < 64 && b < 64 }
    static func isBlue(_ r: Double, _ g: Double, _ b: Double) -> Bool { r < 64 && g < 64 && b > 191 }
    static func isRed(_ r: Double, _ g: Double, _ b: Double) -> Bool { r > 191 && g < 64 && b < 64 }

    /// The black, blue and red pixels of `frame`.
    static func counts(_ frame: OpaqueFrame) -> (black: Int, blue: Int, red: Int) {
        var n = (black: 0, blue: 0, red: 0)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame.rgb(x, y)
                if isBlack(p.x, p.y, p.z) { n.black += 1 }
                if isBlue(p.x, p.y, p.z) { n.blue += 1 }
                if isRed(p.x, p.y, p.z) { n.red += 1 }
            }
        }
        return n
    }

    static func expectCounts(_ n: (black: Int, blue: Int, red: Int), _ player: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(n.black == expected.black && n.blue == expected.blue && n.red == expected.red,
                "\(player): \(n), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func theRendererDrawsTheBorderInsideTheBounds() throws {
        let scene = try Self.scene(), timeline = try Timeline(scene)
        Self.expectCounts(Self.counts(OpaqueFrame(try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0.5))), "renderer")
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumDrawsTheBorderInsideTheBounds() throws {
        let scene = try Self.scene()
        func count(_ pick: @escaping (Double, Double, Double) -> Bool) throws -> Int {
            try ChromiumPixelOracleTests.pixelCount(ofWebExport: scene, width: 80, height: 80) {
                pick(Double($0.r), Double($0.g), Double($0.b))
            }
        }
        Self.expectCounts((try count(Self.isBlack), try count(Self.isBlue), try count(Self.isRed)), "Chromium")
    }

    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func rsvgDrawsTheBorderInsideTheBounds() throws {
        Self.expectCounts(Self.counts(try SVGFrameRulesTests.rsvg(Self.scene(), at: 0.5)), "rsvg")
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieDrawsTheBorderInsideTheBounds() throws {
        let result = try ExportFormat.lottie.export(Self.scene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        Self.expectCounts(Self.counts(try LottieMaskedContentsTests.rlottieFrame(result)), "rlottie")
    }
}
