import Anima
import AnimaTesting
import SnapshotTesting
import Testing

/// The GIF strategy compares every displayed frame on decoded pixels.
@Suite struct GIFRegressionTests {
    let sandbox: SnapshotSandbox

    init() throws { sandbox = try SnapshotSandbox() }

    @Test func beginTimeOneFrameLaterFailsAtTheFirstFrameThatMoves() throws {
        // 25 fps: frames at 0, 0.04, …; at 0 s both bells show rotation 0, at 0.04 s they are 0.0444 and 0.0233 s
        // into the shake, so the first differing frame starts at 0.04 s.
        let strategy = Snapshotting<Scene, GIFSnapshot>.gif(fps: 25)
        sandbox.record(TestScene().scene, as: strategy, named: "gif")
        #expect(sandbox.verify(TestScene().scene, as: strategy, named: "gif") == nil)
        var shifted = TestScene()
        shifted.bellBegin = 1.0 / 60
        let message = try #require(sandbox.verify(shifted.scene, as: strategy, named: "gif"))
        #expect(message.contains("GIF differs first at 0.04 s"))
        // Only the bell (x ≥ 110 even when swung) moves then; the faint flash is at y ≥ 70, below the bell's reach.
        #expect(message.contains("; layers there now: bell."))
        #expect(SnapshotSandbox.paths(in: message).contains { $0.contains(".difference-") })
    }

    @Test func colourToleranceAppliesToEveryFrame() {
        let exact = Snapshotting<Scene, GIFSnapshot>.gif(fps: 10)
        let tolerant = Snapshotting<Scene, GIFSnapshot>.gif(fps: 10, tolerance: 4.0 / 255)
        sandbox.record(TestScene().scene, as: exact, named: "gif")
        var changed = TestScene()
        changed.badgeRed = 233
        #expect(sandbox.verify(changed.scene, as: exact, named: "gif") != nil)
        #expect(sandbox.verify(changed.scene, as: tolerant, named: "gif") == nil)
    }

    @Test func decodedFramesAreTheRenderedFrames() throws {
        // The test scene has few colours, so the GIF palette is exact and decoding must give back the render.
        let gif = GIFSnapshot(TestScene().scene, fps: 10)
        let renderer = try Renderer(canvas: TestScene().scene.canvas)
        let timeline = try Timeline(TestScene().scene)
        #expect(gif.problem == nil)
        for frame in gif.frames {
            let rendered = renderer.render(timeline, at: Double(frame.start) / 100)
            let d = try #require(ImageDifference(rendered, frame.canvas))
            #expect(d.differingPixelCount == 0 || d.largestChannelDifference <= 8, "frame at \(frame.start) cs")
        }
    }

    @Test func snapshotTakenTwiceIsIdentical() {
        #expect(GIFSnapshot(TestScene().scene, fps: 25).bytes == GIFSnapshot(TestScene().scene, fps: 25).bytes)
    }
}
