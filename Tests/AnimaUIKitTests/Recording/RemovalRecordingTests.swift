import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Views removed from the tree during a recording: the Scene keeps them, with their animations, where they were
    /// until the instant they left, and hides them from then on.
    @MainActor @Suite struct RemovalRecordingTests {
        /// A fade whose completion removes the view: what `presentation()` showed until the removal, then nothing.
        @Test func viewRemovedInACompletionPlaysUntilItLeaves() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 60, height: 40))
            view.accessibilityIdentifier = "toast"
            root.addSubview(view)
            let recording = AnimaRecording(root: root)
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }) { _ in view.removeFromSuperview() }
            var live: [(Double, LayerProperties)] = []
            for k in 0...45 {
                let t = Double(k) / 60
                AnimaClock.advance(to: t)
                if view.superview != nil { live.append((t, view.layer.presentedProperties())) }
            }
            #expect(view.superview == nil)
            #expect(live.count == 30)  // 0 … 29/60: the completion at 0.5 s removed it
            let timeline = try Timeline(recording.scene(canvas: recording.rootCanvas))
            for (t, shown) in live {
                let recorded = try #require(timeline.sample(at: t)["toast"])
                for key in PropertyKey.allCases where !key.isTransformComponent {
                    #expect(recorded[key].distance(to: shown[key]) <= 1e-9, "t = \(t) \(key.rawValue)")
                }
            }
            // UIView.animate's default curve is easeInEaseOut: 0.129162 of the way at a quarter (research note W1),
            // half way at the middle (the curve is symmetric), so opacity 1 − 0.8·0.129162 and 1 − 0.8·0.5.
            #expect(abs((try #require(timeline.sample(at: 0.125)["toast"])).opacity - (1 - 0.8 * 0.129162)) < 1e-6)
            #expect(abs((try #require(timeline.sample(at: 0.25)["toast"])).opacity - 0.6) < 1e-7)
            #expect(timeline.sample(at: 0.49)["toast"]?.isHidden == false)
            #expect(timeline.sample(at: 0.5)["toast"]?.isHidden == true)
            #expect(timeline.sample(at: 0.75)["toast"]?.isHidden == true)
        }

        /// Core Animation computes a layer with no superlayer from its own clock on global time: the history a
        /// recording reads follows the layer out of the tree from the instant it left.
        @Test func aLayerOutOfTheTreeRunsOnItsOwnClockFromTheInstantItLeft() {
            TestClock.reset()
            let p = CALayer()
            p.speed = 2
            let s = CALayer()
            p.addSublayer(s)
            AnimaClock.advance(to: 1)
            s.removeFromSuperlayer()
            AnimaClock.advance(to: 2)
            // Under p (speed 2 from global 0) s's time is 2t: 1 at 0.5 s. From 1 s (the instant it left, once it has
            // left) its identity clock on global time: 1 at 1 s, 1.5 at 1.5 s; not p's 2 and 3.
            #expect(s.historicalLocalTime(0.5) == 1)
            #expect(s.historicalLocalTime(1) == 1)
            #expect(s.historicalLocalTime(1.5) == 1.5)
        }

        /// `UIView.transition(with:)` swapping subviews: the cross-dissolve fades out the container as it was, the
        /// removed subview included, while the new one is shown at once.
        @Test func crossDissolveFadesOutTheRemovedSubview() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let container = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
            container.accessibilityIdentifier = "card"
            let old = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            old.accessibilityIdentifier = "front"
            let new = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            new.accessibilityIdentifier = "back"
            root.addSubview(container)
            container.addSubview(old)
            let recording = AnimaRecording(root: root)
            AnimaClock.advance(to: 0.1)
            UIView.transition(with: container, duration: 0.4, options: .transitionCrossDissolve) {
                old.removeFromSuperview()
                container.addSubview(new)
            }
            AnimaClock.advance(to: 0.8)
            let timeline = try Timeline(recording.scene(canvas: recording.rootCanvas))
            // Before the transition: the front shows, the back is not there yet.
            let before = timeline.sample(at: 0.05)
            #expect(before["front"]?.isHidden == false)
            #expect(before["back"]?.isHidden == true)
            // Half way (0.3 s; easeInEaseOut is 0.5 at the middle): the old look, front included, at opacity 0.5.
            let middle = timeline.sample(at: 0.3)
            #expect(middle["front~before"]?.isHidden == false)
            #expect(middle["front"]?.isHidden == true)
            #expect(middle["back"]?.isHidden == false)
            #expect(abs((try #require(middle["card~before"])).opacity - 0.5) < 1e-9)
            // After it: only the back.
            let after = timeline.sample(at: 0.7)
            #expect(after["card~before"]?.isHidden == true)
            #expect(after["front"]?.isHidden == true)
            #expect(after["back"]?.isHidden == false)
        }

        /// A view moved to another superview: shown under the first until the move (recorded as a copy), then under
        /// the second; a reorder within one superview is not a removal.
        @Test func movedViewShowsWhereItWasAtEachTime() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let b = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let other = UIView(frame: .zero)
            a.accessibilityIdentifier = "a"; b.accessibilityIdentifier = "b"; dot.accessibilityIdentifier = "dot"
            root.addSubview(a); root.addSubview(b); a.addSubview(dot); a.addSubview(other)
            let recording = AnimaRecording(root: root)
            AnimaClock.advance(to: 0.2)
            a.bringSubviewToFront(dot)
            AnimaClock.advance(to: 0.3)
            b.addSubview(dot)
            AnimaClock.advance(to: 0.5)
            let scene = recording.scene(canvas: recording.rootCanvas)
            let timeline = try Timeline(scene)
            let ids = scene.allLayers.map(\.id)
            #expect(ids.filter { $0.hasPrefix("dot") }.sorted() == ["dot", "dot~removed"])
            #expect(timeline.sample(at: 0.25)["dot~removed"]?.isHidden == false)
            #expect(timeline.sample(at: 0.25)["dot"]?.isHidden == true)
            #expect(timeline.sample(at: 0.35)["dot~removed"]?.isHidden == true)
            #expect(timeline.sample(at: 0.35)["dot"]?.isHidden == false)
        }

        /// A layer moved out from under a paused superlayer runs in its new superlayer's clock, and its copy where it
        /// was keeps the clock of the one it left.
        @Test func aLayerMovedFromAPausedSuperlayerRunsInItsNewOne() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let v = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            let b = UIView(frame: CGRect(x: 100, y: 10, width: 40, height: 40))
            v.layer.name = "v"; b.layer.name = "b"
            root.addSubview(v); root.addSubview(b)
            let s = CALayer()
            s.name = "s"
            s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            v.layer.addSublayer(s)
            let recording = AnimaRecording(root: root)
            // s paused at 0 (its time stands at 0), v paused at 0.5 s (its time stands at 0.5). At 1 s s moves to b
            // (identity clock: b's time is t), is resumed there (beginTime 1 − 0 = 1, so its time is t − 1) and gets
            // 4 → 8 over 1 s, linear, begun at its time then, 0: 4 + 4 · (t − 1) from 1 s. Before, s showed its model
            // value 0 under v. The recording kept one clock for both places, on v's standing time: the moved s showed
            // 4 from 0.5 s and stood at 4 after the move.
            QA1673.pause(s)
            AnimaClock.advance(to: 0.5)
            QA1673.pause(v.layer)
            AnimaClock.advance(to: 1)
            b.layer.addSublayer(s)
            QA1673.resume(s)
            let a = CABasicAnimation(keyPath: "cornerRadius")
            a.fromValue = 4; a.toValue = 8; a.duration = 1; a.timingFunction = CAMediaTimingFunction(name: .linear)
            s.add(a, forKey: "r")
            AnimaClock.advance(to: 1.75)
            let timeline = try Timeline(recording.scene(canvas: recording.rootCanvas))
            for t in [0, 0.25, 0.5, 0.75] {
                let frame = timeline.sample(at: t)
                #expect(frame["s~removed"]?.isHidden == false && frame["s~removed"]?.cornerRadius == 0, "t=\(t)")
                #expect(frame["s"]?.isHidden == true, "t=\(t)")
            }
            for (t, radius) in [(1.0, 4.0), (1.25, 5), (1.5, 6), (1.75, 7)] {
                let frame = timeline.sample(at: t)
                #expect(frame["s~removed"]?.isHidden == true, "t=\(t)")
                #expect(frame["s"]?.isHidden == false, "t=\(t)")
                #expect(abs((frame["s"]?.cornerRadius ?? 0) - radius) <= 1e-9, "t=\(t): \(frame["s"]?.cornerRadius ?? 0)")
            }
        }
    }
}
