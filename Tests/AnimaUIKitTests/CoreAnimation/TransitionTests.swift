import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// CATransition and `UIView.transition(with:)`: a still copy of the layer as it was, beside the live layer.
    @MainActor @Suite struct TransitionTests {
        /// A 200 × 100 screen with a 100 × 50 red badge at (50, 25), recording from t = 0.
        private func stage() -> (root: UIView, badge: UIView, recording: AnimaRecording) {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let badge = UIView(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
            badge.accessibilityIdentifier = "badge"
            badge.backgroundColor = .systemRed
            root.addSubview(badge)
            return (root, badge, AnimaRecording(root: root))
        }

        private func sample(_ recording: AnimaRecording, at t: Double) throws -> Presentation {
            try Timeline(recording.scene(canvas: recording.rootCanvas)).sample(at: t)
        }

        @Test func fadeCrossDissolvesFromACopyOfTheOldLook() throws {
            let (_, badge, recording) = stage()
            AnimaClock.advance(to: 0.5)
            badge.backgroundColor = .systemBlue
            let fade = CATransition()
            fade.duration = 1
            badge.layer.add(fade, forKey: "transition")
            AnimaClock.advance(to: 2)
            let scene = recording.scene(canvas: recording.rootCanvas)
            // The copy is drawn above the live badge, in the same superlayer.
            #expect(scene.layers[0].sublayers.map(\.id) == ["badge", "badge~before"])
            let p = try Timeline(scene).sample(at: 0.75)
            let copy = try #require(p["badge~before"]), live = try #require(p["badge"])
            // Linear (a transition's default timing) over 1 s from 0.5 s: at 0.75 s the old look is at 1 − 0.25.
            #expect(!copy.isHidden && abs(copy.opacity - 0.75) < 1e-12)
            #expect(copy.backgroundColor == UIColor.systemRed.cgColor.color)
            #expect(live.backgroundColor == UIColor.systemBlue.cgColor.color && live.opacity == 1)
            #expect(try #require(try sample(recording, at: 0.4)["badge~before"]).isHidden)
            #expect(try #require(try sample(recording, at: 1.6)["badge~before"]).isHidden)
        }

        @Test func pushSlidesTheNewInAndTheOldOutByTheWidth() throws {
            let (_, badge, recording) = stage()
            AnimaClock.advance(to: 0.5)
            badge.backgroundColor = .systemBlue
            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight
            push.duration = 1
            badge.layer.add(push, forKey: nil)
            AnimaClock.advance(to: 2)
            let p = try sample(recording, at: 1)
            // From the right: the new look starts 100 pt (the width) right of its place and the old ends 100 pt left;
            // halfway (linear) they are at +50 and −50 from the centre x = 100.
            #expect(abs(try #require(p["badge"]).position.x - 150) < 1e-9)
            #expect(abs(try #require(p["badge~before"]).position.x - 50) < 1e-9)
            #expect(abs(try #require(try sample(recording, at: 1.6)["badge"]).position.x - 100) < 1e-9)
        }

        @Test func moveInSlidesOverTheOldFromBelow() throws {
            let (_, badge, recording) = stage()
            AnimaClock.advance(to: 0.5)
            let moveIn = CATransition()
            moveIn.type = .moveIn
            moveIn.subtype = .fromBottom
            moveIn.duration = 1
            badge.layer.add(moveIn, forKey: nil)
            AnimaClock.advance(to: 2)
            let scene = recording.scene(canvas: recording.rootCanvas)
            #expect(scene.layers[0].sublayers.map(\.id) == ["badge~before", "badge"])
            // From the bottom: the new look rises from 50 pt (the height) below; halfway it is 25 pt below y = 50.
            let p = try Timeline(scene).sample(at: 1)
            #expect(abs(try #require(p["badge"]).position.y - 75) < 1e-9)
            #expect(try #require(p["badge~before"]).position.y == 50)
        }

        @Test func aTextChangeFadesFromTheOldString() throws {
            let (root, _, recording) = stage()
            let count = CATextLayer()
            count.name = "count"
            count.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            count.string = "41"
            root.layer.addSublayer(count)
            AnimaClock.advance(to: 0.5)
            count.string = "42"
            count.add(CATransition(), forKey: nil)
            AnimaClock.advance(to: 1)
            let p = try sample(recording, at: 0.6)
            #expect(try #require(p["count~before"]).string == "41")
            #expect(try #require(p["count"]).string == "42")
        }

        @Test func crossDissolveTransitionFadesWithTheOptionsCurve() throws {
            let (_, badge, recording) = stage()
            var finished: Bool?
            UIView.transition(with: badge, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: { badge.backgroundColor = .systemBlue }, completion: { finished = $0 })
            #expect(badge.backgroundColor == .systemBlue && finished == nil)
            AnimaClock.advance(to: 2)
            #expect(finished == true)
            // Began at the recording's start: the copy shows the red the badge had then, fading linearly.
            let copy = try #require(try sample(recording, at: 0.25)["badge~before"])
            #expect(copy.backgroundColor == UIColor.systemRed.cgColor.color && abs(copy.opacity - 0.75) < 1e-12)
        }

        @Test func flipTransitionsApplyAtOnceWithADiagnostic() {
            let (_, badge, _) = stage()
            let issues = AnimaDiagnostics.collecting {
                UIView.transition(with: badge, duration: 1, options: .transitionFlipFromLeft,
                                  animations: { badge.backgroundColor = .systemBlue })
            }
            #expect(issues.count == 1 && badge.backgroundColor == .systemBlue)
        }
    }
}
