import Anima
import AnimaTesting
import Testing

/// The snapshot strategies render their frames on every core (through `Renderer.renderFrames`, from synchronous
/// code); what they store must be byte for byte what rendering one frame at a time gives.
@Suite struct ParallelFramesTests {
    @Test func filmstripAndGIFSnapshotsEqualTheSerialRender() throws {
        let scene = TestScene().scene
        let timeline = try Timeline(scene)
        let renderer = try Renderer(canvas: scene.canvas)
        let times = (0..<12).map { Double($0) / 12 }
        let serialSheet = try FilmstripSheet().compose(times.map { renderer.render(timeline, at: $0) },
                                                       labels: times.map(FilmstripSheet.label(seconds:)))
        #expect(FilmstripSnapshot(scene, at: times).sheet == serialSheet)
        // 10 fps over the 1 s timeline: frames at 0, 0.1, …, 0.9.
        let gifTimes = (0..<10).map { Double($0) / 10 }
        let serialGIF = try GIFEncoder.encode(gifTimes.map { renderer.render(timeline, at: $0) },
                                              delays: GIFTiming.delays(frameCount: 10, fps: 10))
        #expect(GIFSnapshot(scene, fps: 10).bytes == serialGIF)
    }
}
