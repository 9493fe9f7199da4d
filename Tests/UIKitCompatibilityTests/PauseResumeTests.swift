#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// Apple's Technical Q&A QA1673 pauses every animation under a layer with `speed = 0` and a `timeOffset`, and
// resumes by moving `beginTime` on by the time spent paused.

/// Records when `animationDidStop` is heard (a plain class, as library delegates are).
final class StopClock: CAAnimationDelegate {
    var stoppedAt: [Double] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stoppedAt.append(CACurrentMediaTime()) }
}

/// QA1673's two functions, as apps copy them.
func pauseLayer(_ layer: CALayer) {
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
}

func resumeLayer(_ layer: CALayer) {
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = timeSincePause
}

@MainActor
@Suite(.serialized, .drivesTheClock)
struct PauseResumeTests {
    @Test
    func qa1673HoldsTheFadeWhilePausedAndEndsLater() throws {
        AnimaClock.reset()
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let log = StopClock()
        fade.delegate = log
        layer.add(fade, forKey: "fade")

        // Linear 1 → 0 over 1 s, paused at 0.25 s: the layer's clock stops at 0.25, opacity 0.75, until resumed.
        AnimaClock.advance(to: 0.25)
        pauseLayer(layer)
        AnimaClock.advance(to: 1.0)
        #expect(abs(Double(try #require(layer.presentation()).opacity) - 0.75) < 1e-6)
        AnimaClock.advance(to: 1.25)
        #expect(abs(Double(try #require(layer.presentation()).opacity) - 0.75) < 1e-6)
        // Resumed at 1.25 s: beginTime = 1.25 − 0.25 = 1.0, so local time = t − 1.0; at 1.75 s it is 0.75 → 0.25.
        resumeLayer(layer)
        AnimaClock.advance(to: 1.75)
        #expect(abs(Double(try #require(layer.presentation()).opacity) - 0.25) < 1e-6)
        // The animation ends when local time reaches 1: t = 2.0 s, when the delegate hears it (not at 1.0 s).
        AnimaClock.advance(to: 3)
        #expect(log.stoppedAt.count == 1)
        #expect(abs((log.stoppedAt.first ?? -1) - 2.0) < 1e-9)
    }
}
