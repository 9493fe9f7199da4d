import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// A shadow with no blur is drawn by every Lottie player: a solid of the shadow's colour matted by a copy of the
/// layer's drawing moved by the offset (issue 29: it was a Drop Shadow layer effect only, which rlottie does not draw,
/// so the generated scene "lottie ordinary seed 32" lost its shadow silently). A blurred shadow keeps the effect and
/// says which players do not draw it.
@Suite struct LottieSharpShadowTests {
    /// A 30 × 20 card at (20, 15), blue at alpha 0.5, casting a black shadow at opacity 0.5 moved (8, 6), over white
    /// on an 80 × 60 canvas; an opaque red 6 × 6 dot, its sublayer, sits right of it at card (32, 0), so outside the
    /// card's bounds. `turn` turns the card about its centre.
    static func scene(radius: Double = 0, turn: Double = 0) -> Scene {
        var card = Layer(id: "card")
        card.frame = Rect(20, 15, 30, 20)
        card.backgroundColor = Color(0, 0, 1, 0.5)
        card.shadowOpacity = 0.5
        card.shadowColor = Color(0, 0, 0)
        card.shadowRadius = radius
        card.shadowOffset = Size(8, 6)
        card.transform = .rotation(turn)
        var dot = Layer(id: "dot")
        dot.frame = Rect(32, 0, 6, 6)
        dot.backgroundColor = Color(1, 0, 0)
        card.sublayers = [dot]
        return Scene(canvas: .init(width: 80, height: 60, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [card])
    }

    @Test func aSharpShadowIsAMattedSolidWithoutAnEffectOrAWarning() throws {
        let result = try ExportFormat.lottie.export(Self.scene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(!result.text.contains("\"ef\":"))
        #expect(result.text.contains("\"nm\":\"card#shadow\"") && result.text.contains("\"td\":1") && result.text.contains("\"tt\":1"))
    }

    @Test func aBlurredShadowKeepsTheEffectAndNamesThePlayersThatDropIt() throws {
        let result = try ExportFormat.lottie.export(Self.scene(radius: 3))
        #expect(result.text.contains("\"ef\":"))
        let warning = try #require(result.warnings.first { $0.layerID == "card" && $0.keyPath == "shadowRadius" })
        #expect(warning.message.contains("rlottie"))
    }

    /// rlottie's pixels, over white, against the hand-composited values. A shadow's alpha is the layer's alpha times
    /// the shadow's opacity: the card's (alpha 0.5) spans x 28…58, y 21…41 (the card moved by (8, 6)) at 0.25, the
    /// opaque dot's x 60…66, y 21…27 at 0.5. The card's shadow alone: 255 · 0.75 = 191.25 grey; the dot's: 127.5.
    /// The card over its shadow: blue at 0.5 over 191.25 = (95.625, 95.625, 223.125); the card alone: (127.5, 127.5, 255).
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieDrawsTheShadowAsComposited() throws {
        let pixel = try Self.rlottieFrame(Self.scene(), width: 80)
        let expected: [(x: Int, y: Int, rgb: [Double])] = [
            (48, 30, [95.625, 95.625, 223.125]), (55, 38, [191.25, 191.25, 191.25]), (63, 24, [127.5, 127.5, 127.5]),
            (24, 17, [127.5, 127.5, 255]), (10, 50, [255, 255, 255]), (54, 17, [255, 0, 0]),
        ]
        for e in expected {
            let got = pixel(e.x, e.y)
            // rlottie's 8-bit alpha arithmetic: the solid at 50 % over an opaque matte gives 125/255, 2.5 levels short.
            #expect(zip(got, e.rgb).allSatisfy { abs($0 - $1) <= 3 }, "(\(e.x), \(e.y)): \(got), expected \(e.rgb)")
        }
    }

    /// Turned, the shadow's offset turns with the card (it is drawn in the layer's space, docs/rendering.md): rlottie's
    /// frame agrees with the renderer's.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieTurnsTheShadowWithTheLayer() throws {
        try RlottieOracleTests.playAndCompare(Self.scene(turn: 0.5), name: "sharp-shadow", every: 2)
    }

    /// rlottie's first frame of `scene`'s export composited over white, as a lookup of (x, y) → RGB.
    static func rlottieFrame(_ scene: Scene, width: Int) throws -> (Int, Int) -> [Double] {
        let helper = try RlottieOracleTests.helper()
        let dir = try TemporaryFiles.directory("anima-lottie-shadow")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("shadow.json")
        try Data(try ExportFormat.lottie.export(scene).text.utf8).write(to: file)
        let height = Int(scene.canvas.height)
        let run = try ExternalProcess(helper).run([file.path, "\(width)", "\(height)", "1"])
        try #require(run.status == 0 && run.stdout.count == width * height * 4)
        let words: [UInt32] = run.stdout.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        return { x, y in
            let w = words[y * width + x], k = 255 - Double(w >> 24)
            return [Double((w >> 16) & 0xFF) + k, Double((w >> 8) & 0xFF) + k, Double(w & 0xFF) + k]
        }
    }
}
