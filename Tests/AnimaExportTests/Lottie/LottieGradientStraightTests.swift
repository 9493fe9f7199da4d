import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// A gradient between stops of different alpha blends in straight colour, as Core Animation and the renderer do
/// (`WebGradientStraightTests` has the rule); rlottie blends premultiplied, so the Lottie export adds stops on the
/// straight line (generated scene "lottie ordinary seed 362": red to white at alpha 0.2 was redder in rlottie, mean
/// 12/255 and a third of the pixels off by more than 32/255).
@Suite struct LottieGradientStraightTests {
    @Test func aSpanOfChangingAlphaGetsStopsOnTheStraightLine() throws {
        // Opaque (0, 0.6, 1) to (1, 1, 1, 0.2): nine stops; half way the straight mean (0.5, 0.8, 1) at alpha 0.6.
        let json = try ExportFormat.lottie.export(WebGradientStraightTests.scene()).text
        #expect(json.contains("\"g\":{\"p\":9,"), "\(json)")
        #expect(json.contains("0.5,0.5,0.8,1,"), "\(json)")
        #expect(json.contains("0.5,0.6,"), "\(json)")
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieBlendsTheGradientLikeTheRenderer() throws {
        try RlottieOracleTests.playAndCompare(WebGradientStraightTests.scene(), name: "straight-gradient", every: 2)
    }
}
