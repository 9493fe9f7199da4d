import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// A replicator's sublayer keeps its own 3D turn under the replicator's perspective in every export that unrolls
/// replicators (the renderer's placement, as CAReplicatorLayer: the sublayer's transform, the instance transform, then
/// the replicator's sublayer transform, flattened only in the replicator's plane): the SVG frame in rsvg, the Web page
/// in Chromium and the Lottie file in rlottie.
///
/// A 40-point black square turned 60° about y, seen through m34 = −1/100 about the same centre: its edges at x = ±20
/// go to depth ∓20 · sin 60° = ∓17.32, w = 1 ± 0.1732, so one stands 40 / 0.8268 = 48.4 points tall at
/// x = ±10 / 0.8268 = ±12.1 and the other 34.1 tall at ∓8.5. Two rows above where an unprojected square would end, at
/// x = ±10.5 from the centre, the tall side is black (its top edge is 23.5 points above the centre there) and the
/// short side white; a square flattened before the perspective is 40 · cos 60° = 20 wide and white at both.
@Suite struct UnrolledSublayerDepthTests {
    static func scene() -> Scene {
        var r = Layer(id: "r", kind: .replicator)
        r.frame = Rect(0, 0, 60, 60)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 100
        r.sublayerTransform = perspective
        var square = Layer(id: "square")
        square.frame = Rect(10, 10, 40, 40)
        square.backgroundColor = Color(0, 0, 0)
        square.transform = .rotation(.pi / 3, x: 0, y: 1, z: 0)
        r.sublayers = [square]
        return Scene(canvas: Scene.Canvas(width: 60, height: 60), timeline: .init(duration: 1, fps: 10), layers: [r])
    }

    /// One side black, the other white, at (19, 7) and (40, 7).
    static func expectOneTallSide(_ frame: OpaqueFrame, sourceLocation: SourceLocation = #_sourceLocation) {
        let left = frame.rgb(19, 7), right = frame.rgb(40, 7)
        #expect(Swift.min(left.x, right.x) <= 2 && Swift.max(left.x, right.x) >= 253, "left \(left), right \(right)",
                sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func rsvgTurnsTheSublayerInTheReplicatorsPerspective() throws {
        Self.expectOneTallSide(try SVGFrameRulesTests.rsvg(Self.scene()))
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumTurnsTheSublayerInTheReplicatorsPerspective() throws {
        let page = ExportFormat.web.export(try Timeline(Self.scene())).text
        let shots = try ChromiumGrid.screenshots(of: [(page, 0.5)], width: 60, height: 60, chromium: try Tool.chromium.require())
        Self.expectOneTallSide(try #require(shots.first ?? nil))
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieTurnsTheSublayerInTheReplicatorsPerspective() throws {
        let dir = try TemporaryFiles.directory("anima-unrolled-depth")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("scene.json")
        try Data(ExportFormat.lottie.export(try Timeline(Self.scene())).text.utf8).write(to: file)
        let run = try ExternalProcess(try RlottieOracleTests.helper()).run([file.path, "60", "60", "5"])
        let words: [UInt32] = run.stdout.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        try #require(run.status == 0 && words.count == 60 * 60)
        Self.expectOneTallSide(OpaqueFrame(argbWords: words, width: 60, height: 60))
    }
}
