import AnimaCore      // Scene
import AnimaTestSupport  // .drivesTheClock
import AnimaUIKit
import Testing

/// The From UIKit and Core Animation article's recording snippet, run: `UIView.animate` builds an easeInEaseOut
/// opacity animation from 1 to 0.5 over 0.3 s, so the recorded scene shows 0.75 at 0.15 s (the curve's middle is
/// 0.5 by its symmetry) and 0.5 once it has ended.
@MainActor @Test(.drivesTheClock) func fromUIKitArticleRecording() throws {
    AnimaClock.reset()
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
    let recording = AnimaRecording(root: card)
    UIView.animate(withDuration: 0.3) { card.alpha = 0.5 }
    AnimaClock.advance(by: 1)
    let scene = recording.scene(canvas: Scene.Canvas(width: 160, height: 120))

    let timeline = try Timeline(scene)
    let id = try #require(scene.layers.first?.id)
    #expect(abs((timeline.sample(at: 0.15)[id]?[.opacity].number ?? 0) - 0.75) < 1e-9)
    #expect(abs((timeline.sample(at: 0.5)[id]?[.opacity].number ?? 0) - 0.5) < 1e-9)
}
