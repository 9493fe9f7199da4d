import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// A gradient mask is a `mask-image` placed by `mask-position` and `mask-size`, an upright box: a mask turned a quarter
/// (ordinary seed 1660 of `ExportAgreementTests`, whose mask also turned about y) was written 0 px wide
/// and hid the whole layer, unwarned. A turned or flipped gradient mask now warns; an upright one, scaled and moved,
/// does not.
@Suite struct TurnedGradientMaskWebExportTests {
    /// A black 40 × 32 layer masked by a 24 × 32 gradient whose model transform is `transform`.
    static func scene(mask transform: String) throws -> Scene {
        try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 96, "height": 64}, "timeline": {"duration": 1, "fps": 10}, "layers": [
          {"id": "masked", "type": "layer", "frame": [20, 10, 40, 32], "backgroundColor": "#000000",
           "mask": {"id": "m", "type": "gradient", "frame": [8, 0, 24, 32], "transform": \(transform),
                    "colors": ["#FF0000", "#FF000000"], "startPoint": [0.5, 0], "endPoint": [0.5, 1]}}
        ]}
        """)
    }

    static func maskWarnings(_ transform: String) throws -> [ExportWarning] {
        try ExportFormat.web.export(Self.scene(mask: transform)).warnings.filter { $0.keyPath == "mask" }
    }

    /// A quarter turn: (m11, m12, m21, m22) = (cos 90°, sin 90°, −sin 90°, cos 90°) as doubles.
    @Test func aQuarterTurnWarns() throws {
        let turn = "[6.123233995736766e-17, 1, 0, 0, -1, 6.123233995736766e-17, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"
        #expect(try Self.maskWarnings(turn).count == 1)
    }

    @Test func aFlipWarns() throws {
        #expect(try Self.maskWarnings("[-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]").count == 1)
    }

    @Test func anUprightScaleAndMoveDoesNotWarn() throws {
        #expect(try Self.maskWarnings("[2, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, 0, 3, -4, 0, 1]").isEmpty)
    }
}
