#if !canImport(Darwin)
import Anima
import AnimaTestSupport
import AnimaUIKit
import Foundation
import Testing

/// A cross-dissolve written as iOS code, recorded and rendered: halfway, each pixel is half the old colour and half
/// the new.
@MainActor @Suite(.drivesTheClock) struct RecordedTransitionRenderingTests {
    @Test func halfwayThroughADissolveThePixelIsTheMeanOfOldAndNew() throws {
        TestClock.reset()
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let tile = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        tile.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.addSubview(tile)
        let recording = AnimaRecording(root: screen)
        UIView.transition(with: tile, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {
            tile.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }
        AnimaClock.advance(to: 1.5)
        let timeline = try Timeline(recording.scene(canvas: Scene.Canvas(width: 40, height: 40, background: .white)))
        let renderer = try Renderer(drawing: timeline)
        // Old red at opacity 1 − 0.5 over the new blue: (0.5, 0, 0.5), 127.5 of 255, so 127 or 128.
        let mid = renderer.render(timeline, at: 0.5).color(x: 20, y: 20)
        #expect(abs(mid.red - 0.5) <= 0.5 / 255 + 1e-9 && mid.green == 0 && abs(mid.blue - 0.5) <= 0.5 / 255 + 1e-9)
        #expect(renderer.render(timeline, at: 0).color(x: 20, y: 20) == Color(1, 0, 0, 1))
        #expect(renderer.render(timeline, at: 1.2).color(x: 20, y: 20) == Color(0, 0, 1, 1))
    }
}
#endif
