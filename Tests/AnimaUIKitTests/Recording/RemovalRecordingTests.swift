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
    }
}
