import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// A model transform that collapses the layer (`SingularTransformWebExportTests`' red 40 × 40 layer with m11 = 0: no
/// parts rebuild it, and `TransformComponents` reads a singular matrix as the identity) is taken whole, as a skew is,
/// so the Lottie file shows what Core Animation shows: nothing of the layer (ordinary seed 1704 of
/// `ExportAgreementTests` showed such a layer at full size in rlottie, without a warning).
@Suite(.serialized) struct SingularTransformLottieExportTests {
    /// The layer's scale: the matrix's first column (m11, m12) = (0, 0) has length 0, its second (m21, m22) = (0, 1)
    /// length 1, so 0 % by 100 %.
    @Test func theScaleIsTheMatrixs() throws {
        let result = try ExportFormat.lottie.export(SingularTransformWebExportTests.scene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        let layers = try #require(doc["layers"] as? [[String: Any]])
        let flat = try #require(layers.first { $0["nm"] as? String == "flat" })
        let scale = try #require((flat["ks"] as? [String: Any])?["s"] as? [String: Any])
        let values = Self.values(scale)
        #expect(!values.isEmpty && values.allSatisfy { $0 == [0, 100] }, "\(scale)")
    }

    /// rlottie draws none of the red square.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieShowsNothingOfTheLayer() throws {
        let export = try ExportFormat.lottie.export(SingularTransformWebExportTests.scene())
        let frame = try LottieMaskedContentsTests.rlottieFrame(export)
        var red = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.rgb(x, y).y < 200 { red += 1 }
        }
        #expect(red == 0, "\(red) pixels of the collapsed layer show")
    }

    /// Every value a Lottie property holds: its fixed `k`, or each keyframe's `s`.
    static func values(_ property: [String: Any]) -> [[Double]] {
        if let fixed = property["k"] as? [Double] { return [fixed] }
        let keys = property["k"] as? [[String: Any]] ?? []
        return keys.compactMap { $0["s"] as? [Double] }
    }
}
