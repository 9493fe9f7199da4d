import Anima
import AnimaTesting
import Foundation
import SnapshotTesting
import Testing

/// Each test records the test scene's filmstrip, changes one thing, and expects the comparison to fail and say
/// where; the sheet geometry (8 px spacing, frames of 160×80 at x = 8 + 168·k, y = 8) is FilmstripSheet's layout.
@Suite struct FilmstripRegressionTests {
    static let times = [0, 0.15, 0.45, 0.9]
    let sandbox: SnapshotSandbox

    init() throws { sandbox = try SnapshotSandbox() }

    private func verifyChanged(_ change: (inout TestScene) -> Void, tolerance: Double = 0) -> String? {
        let strategy = Snapshotting<Scene, FilmstripSnapshot>.filmstrip(at: Self.times, tolerance: tolerance)
        sandbox.record(TestScene().scene, as: strategy, named: "strip")
        var changed = TestScene()
        change(&changed)
        return sandbox.verify(changed.scene, as: strategy, named: "strip")
    }

    @Test func unchangedSceneMatches() {
        #expect(verifyChanged { _ in } == nil)
    }

    @Test func keyframeValueTwoDegreesOffFails() throws {
        // Only the −π/8 key moves: at 0 s both show 0, so the first difference is the 0.15 s frame.
        let message = try #require(verifyChanged { $0.bellSecondValue += 2 * .pi / 180 })
        #expect(message.contains("Filmstrip differs first at 0.15 s (frame 2 of 4"))
    }

    @Test func beginTimeOneFrameLaterFails() throws {
        // Before its begin the bell shows its model rotation 0, as it does at 0 s unshifted.
        let message = try #require(verifyChanged { $0.bellBegin = 1.0 / 60 })
        #expect(message.contains("Filmstrip differs first at 0.15 s"))
    }

    @Test func swappedLayersFail() throws {
        // The card and the badge overlap in x 50…69, y 30…49 from the first frame on; the bell (x ≥ 125) is
        // elsewhere and the flash is transparent at 0 s, so only those two are named, in their new order.
        let message = try #require(verifyChanged { $0.badgeOnTop = false })
        #expect(message.contains("Filmstrip differs first at 0.00 s (frame 1 of 4, pixels x 50…69, y 30…49 of the frame; "
            + "layers there now: badge, card)"))
    }

    @Test func colourThreeStepsOffFailsWithoutTolerance() throws {
        let message = try #require(verifyChanged { $0.badgeRed = 233 })
        #expect(message.contains("largest channel difference 3/255"))
    }

    @Test func colourThreeStepsOffPassesWithFourStepTolerance() {
        #expect(verifyChanged({ $0.badgeRed = 233 }, tolerance: 4.0 / 255) == nil)
    }

    @Test func failureArtifactsExistAndMarkExactlyTheChangedPixels() throws {
        let message = try #require(verifyChanged { $0.badgeRed = 233 })
        let paths = SnapshotSandbox.paths(in: message)
        let difference = try #require(paths.first { $0.contains(".difference-") }, "no difference image in: \(message)")
        let failed = try #require(paths.last { $0.hasSuffix("strip.png") && !$0.hasPrefix(sandbox.root.path) })
        #expect(FileManager.default.fileExists(atPath: failed))
        let picture = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: difference))))
        // The badge is the only change: frame k shows it at x 8 + 168·k + 50 ..< +90, y 8 + 30 ..< 8 + 60.
        func inBadge(_ x: Int, _ y: Int) -> Bool {
            (0..<4).contains { k in (8 + 168 * k + 50..<8 + 168 * k + 90).contains(x) } && (38..<68).contains(y)
        }
        var wrong: [String] = []
        for y in 4..<picture.height {  // rows 0…3 hold the cyan marker over the first changed frame
            for x in 0..<picture.width {
                let p = picture.premultipliedPixel(x: x, y: y)
                let magenta = p.r == 255 && p.g == 0 && p.b == 255 && p.a == 255
                if magenta != inBadge(x, y) { wrong.append("(\(x), \(y))") }
            }
        }
        #expect(wrong.isEmpty, "pixels marked wrongly: \(wrong.prefix(10))")
        let marker = picture.premultipliedPixel(x: 8 + 80, y: 0)
        #expect([marker.r, marker.g, marker.b] == [0, 199, 255])
    }

    @Test func snapshotTakenTwiceIsIdentical() {
        let a = FilmstripSnapshot(TestScene().scene, at: Self.times), b = FilmstripSnapshot(TestScene().scene, at: Self.times)
        #expect(!a.png.isEmpty)
        #expect(a.png == b.png)
    }
}
