import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// The Lottie export's axial gradient stretches with its layer (issue 29; `SVGGradientStretchTests` has the rule):
/// Lottie's gradient fill runs between two points in point space, so the end written is the stretched axis's. The
/// 160 × 40 corner-to-corner gradient played by rlottie must match the renderer within the oracle's tolerance.
@Suite struct LottieGradientStretchTests {
    @Test func theEndIsTheStretchedAxisEnd() throws {
        // In the layer's coordinates, from (0, 0), t = 1 at (320/17, 1280/17) = (18.824, 75.294)
        // (WebGradientStretchTests works it out), not at the corner (160, 40).
        let json = try ExportFormat.lottie.export(SVGGradientStretchTests.scene()).text
        #expect(json.contains("\"s\":{\"a\":0,\"k\":[0,0]},\"e\":{\"a\":0,\"k\":[18.8235294117647"), "\(json)")
        #expect(json.contains(",75.294117647058"), "\(json)")
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieStretchesTheGradientLikeTheRenderer() throws {
        try RlottieOracleTests.playAndCompare(SVGGradientStretchTests.scene(), name: "stretched-gradient", every: 2)
    }
}
