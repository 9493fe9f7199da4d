import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// A gradient mask is a `mask-image` placed by `mask-position` and `mask-size`, an upright box: a mask turned a quarter
/// (ordinary seed 1660 of `ExportAgreementTests`, whose mask also turned about y) was written 0 px wide and hid the
/// whole layer, unwarned, and the skeleton list's shimmer, turned 15° to its travel, was cut off by an upright box
/// across the avatars. An axial gradient mask that turns or flips is now drawn into the box around its placed bounds
/// and clipped to their parallelogram; a radial one warns.
@Suite(.serialized) struct TurnedGradientMaskWebExportTests {
    /// A black 40 × 32 layer at (20, 10) masked by a 24 × 32 gradient at (8, 0) in it, opaque at its top and clear
    /// at its bottom, whose model transform is `transform` (about its centre, (20, 16) in the layer).
    static func scene(mask transform: String, type: String = "axial",
                      background: String = "#00000000") throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 96, "height": 64}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "masked", "type": "layer", "frame": [20, 10, 40, 32], "backgroundColor": "#000000",
           "mask": {"id": "m", "type": "gradient", "frame": [8, 0, 24, 32], "transform": \(transform),
                    "gradientType": "\(type)", "backgroundColor": "\(background)",
                    "colors": ["#FF0000", "#FF000000"], "startPoint": [0.5, 0],
                    "endPoint": [0.5, 1]}}
        ]}
        """)
    }

    /// A quarter turn: (m11, m12, m21, m22) = (cos 90°, sin 90°, −sin 90°, cos 90°) as doubles.
    static let quarterTurn = "[6.123233995736766e-17, 1, 0, 0, -1, 6.123233995736766e-17, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"

    static func maskWarnings(_ transform: String, type: String = "axial") throws -> [ExportWarning] {
        try ExportFormat.web.export(Self.scene(mask: transform, type: type)).warnings.filter { $0.keyPath == "mask" }
    }

    @Test func aTurnedOrFlippedAxialMaskDoesNotWarn() throws {
        #expect(try Self.maskWarnings(Self.quarterTurn).isEmpty)
        #expect(try Self.maskWarnings("[-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]").isEmpty)
        #expect(try Self.maskWarnings("[2, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, 0, 3, -4, 0, 1]").isEmpty)
    }

    @Test func aTurnedRadialMaskWarns() throws {
        #expect(try Self.maskWarnings(Self.quarterTurn, type: "radial").count == 1)
    }

    /// By hand: turned a quarter about (20, 16), the mask covers x 4…36, y 4…28 of the layer (canvas x 24…56,
    /// y 14…38), its top (opaque) on the right: the black shows with alpha (x − 24) / 32 at canvas x. Pixel centres
    /// 52.5 and 28.5 on row 26: alpha 0.89 and 0.14, grey 28 and 219; at canvas x 58 (layer x 38, past the mask) and
    /// at (40, 12) (layer y 2, above it) the mask is clear: white.
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumDrawsTheQuarterTurnedMask() throws {
        let page = try ExportFormat.web.export(Self.scene(mask: Self.quarterTurn)).text
        let shot = try #require(try ChromiumGrid.screenshots(of: [(page, 0)], width: 96, height: 64,
                                                             chromium: try Tool.chromium.require())[0])
        for (x, y, grey) in [(52, 26, 28.0), (28, 26, 219), (58, 26, 255), (40, 12, 255)] {
            #expect(Swift.abs(shot.rgb(x, y).x - grey) <= 8, "(\(x), \(y)): \(shot.rgb(x, y)), expected \(grey)")
        }
    }

    /// A mask's background is part of its alpha, under its gradient (ordinary seed 1660's mask had an opaque one):
    /// upright and opaque-backed, the mask shows the black layer whole where it covers, even at canvas (40, 40),
    /// 30.5 of the gradient's 32 points down, where the gradient alone is nearly clear (alpha 0.05: grey 243).
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumCountsTheMasksBackground() throws {
        let upright = "[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"
        let page = try ExportFormat.web.export(Self.scene(mask: upright, background: "#0099FF")).text
        let shot = try #require(try ChromiumGrid.screenshots(of: [(page, 0)], width: 96, height: 64,
                                                             chromium: try Tool.chromium.require())[0])
        #expect(shot.rgb(40, 40).x <= 8, "\(shot.rgb(40, 40))")
    }
}
