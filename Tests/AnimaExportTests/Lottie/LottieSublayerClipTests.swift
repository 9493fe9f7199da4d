import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// `masksToBounds` clips a layer's sublayers (issue 29: Lottie parenting does not clip, and the export used to warn
/// and let them spill out). The layer becomes a precomposition masked by its rounded bounds: an orange square reaching
/// 20 pt past the top-left corner of a rounded blue card must stop at the card's edge and corner in rlottie as in the
/// renderer.
@Suite struct LottieSublayerClipTests {
    static func scene() -> Scene {
        var card = Layer(id: "card", kind: .layer)
        card.frame = Rect(40, 40, 100, 100)
        card.backgroundColor = Color(0, 0.48, 1)
        card.cornerRadius = 20
        card.masksToBounds = true
        var spill = Layer(id: "spill", kind: .layer)
        spill.frame = Rect(-20, -20, 80, 80)
        spill.backgroundColor = Color(1, 0.58, 0)
        card.sublayers = [spill]
        return Scene(canvas: .init(width: 200, height: 200), timeline: .init(duration: 1), layers: [card])
    }

    @Test func theClipIsAMaskedPrecompositionWithoutAWarning() throws {
        let result = try ExportFormat.lottie.export(Self.scene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.text.contains("\"ty\":0") && result.text.contains("\"masksProperties\""))
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieClipsTheSublayersLikeTheRenderer() throws {
        try RlottieOracleTests.playAndCompare(Self.scene(), name: "sublayer-clip", every: 2)
    }
}
