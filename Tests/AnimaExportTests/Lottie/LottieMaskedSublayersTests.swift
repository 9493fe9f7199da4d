import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Foundation
import Testing

/// A mask over sublayers in the Lottie export. Core Animation masks a layer and its sublayers with the mask's
/// alpha; a Lottie track matte covers one layer, so the layer and its subtree become a precomposition that the mask
/// mattes. The export used to matte the layer's own drawing only and warn that the sublayers were not masked.
@Suite struct LottieMaskedSublayersTests {
    /// On an 80 × 80 white canvas, a clear 40 × 40 layer at (20, 20) holding a red sublayer over all of it, masked
    /// by a black 20 × 40 shape over its left half: red over canvas x 20 … 40, white from x 40 on.
    static func scene() -> Scene {
        var red = Layer(id: "red")
        red.frame = Rect(0, 0, 40, 40)
        red.backgroundColor = Color(1, 0, 0, 1)
        var host = Layer(id: "host")
        host.frame = Rect(20, 20, 40, 40)
        host.sublayers = [red]
        var mask = Layer(id: "half")
        mask.frame = Rect(0, 0, 20, 40)
        mask.backgroundColor = .black
        host.mask = mask
        return Scene(canvas: .init(width: 80, height: 80, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [host])
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieMasksTheSublayersLikeTheRenderer() throws {
        for (name, frame) in try LottieMaskedContentsTests.rendererAndRlottieFrames(Self.scene()) {
            let left = frame.rgb(30, 40), right = frame.rgb(50, 40)
            #expect(left.x > 200 && left.y < 60, "\(name) left \(left)")
            #expect(right.min() > 250, "\(name) right \(right)")
        }
    }
}
