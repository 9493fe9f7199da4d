import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Foundation
import Testing

/// A faded layer whose own drawings overlap (a border over its background) in the Lottie export. Core Animation fades
/// a layer as one group: the border shows at the layer's opacity over the canvas, not over the faded background.
/// Debian's rlottie 0.1 applies a shape layer's opacity to each fill and stroke, and fades a precomposition as one
/// group only when it holds more than one layer (`LOTCompLayerItem`'s complex content, drawn offscreen), so the
/// layer is a precomposition of two layers (ordinary seed 742 of `ExportAgreementTests`).
@Suite struct LottieFadedOwnDrawingsTests {
    /// On an 80 × 80 white canvas, a blue 40 × 40 layer at (20, 20) with a 10 pt red border, at opacity 0.4.
    static func scene() -> Scene {
        var layer = Layer(id: "boxed")
        layer.frame = Rect(20, 20, 40, 40)
        layer.backgroundColor = Color(0, 0, 1, 1)
        layer.borderWidth = 10
        layer.borderColor = Color(1, 0, 0, 1)
        layer.opacity = 0.4
        return Scene(canvas: .init(width: 80, height: 80, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [layer])
    }

    /// Red at 0.4 over white is (255, 153, 153) on the border (over the faded blue it would be about
    /// (194, 92, 153)); blue at 0.4 over white is (153, 153, 255) inside it.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieFadesTheLayerAsOneGroup() throws {
        for (name, frame) in try LottieMaskedContentsTests.rendererAndRlottieFrames(Self.scene()) {
            let border = frame.rgb(25, 40), inside = frame.rgb(40, 40)
            #expect(Swift.abs(border.x - 255) <= 2 && Swift.abs(border.y - 153) <= 2 && Swift.abs(border.z - 153) <= 2,
                    "\(name) border \(border)")
            #expect(Swift.abs(inside.x - 153) <= 2 && Swift.abs(inside.y - 153) <= 2 && Swift.abs(inside.z - 255) <= 2,
                    "\(name) inside \(inside)")
        }
    }

    /// Two clipping hosts side by side on an 80 × 80 white canvas (each a precomposition), each holding a faded
    /// 30 × 30 layer with a red border, blue on the left and green on the right (each a precomposition of its own).
    static func nestedScene() -> Scene {
        func host(_ id: String, x: Double, fill: Color) -> Layer {
            var leaf = Layer(id: id + "-leaf")
            leaf.frame = Rect(5, 5, 30, 30)
            leaf.backgroundColor = fill
            leaf.borderWidth = 5
            leaf.borderColor = Color(1, 0, 0, 1)
            leaf.opacity = 0.5
            var host = Layer(id: id)
            host.frame = Rect(x, 0, 40, 80)
            host.masksToBounds = true
            host.sublayers = [leaf]
            return host
        }
        return Scene(canvas: .init(width: 80, height: 80, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [host("left", x: 0, fill: Color(0, 0, 1, 1)), host("right", x: 40, fill: Color(0, 1, 0, 1))])
    }

    /// Each precomposition's asset has an id of its own: green at 0.5 over white, (128, 255, 128), in the right
    /// layer's middle. Each host's builder named its leaf's asset from its own count, so both were `group_0_2` and
    /// rlottie drew the left (blue) one in both places.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func nestedPrecompositionsKeepTheirOwnAssets() throws {
        let result = try ExportFormat.lottie.export(Self.nestedScene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let theirs = try LottieMaskedContentsTests.rlottieFrame(result)
        let left = theirs.rgb(20, 20), right = theirs.rgb(60, 20)
        #expect(Swift.abs(left.x - 128) <= 2 && Swift.abs(left.y - 128) <= 2 && Swift.abs(left.z - 255) <= 2, "left \(left)")
        #expect(Swift.abs(right.x - 128) <= 2 && Swift.abs(right.y - 255) <= 2 && Swift.abs(right.z - 128) <= 2, "right \(right)")
    }
}
