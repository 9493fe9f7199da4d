import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// The recorded Scene sampled with `Timeline` equals what `presentation()` showed, at 200 evenly spaced times.
    @MainActor @Suite struct RecordingTests {
        /// A scenario: builds views under `root`, starts animations, and advances the clock itself.
        struct Scenario: Sendable, CustomStringConvertible {
            let description: String
            let duration: Double
            let play: @MainActor @Sendable (UIView, Double) -> Void
        }

        nonisolated static let scenarios: [Scenario] = [
            Scenario(description: "additive reversal (U4)", duration: 1.6) { root, t in
                let v = root.subviews[0]
                if t == 0 { UIView.animate(withDuration: 1) { v.center.x = 100 } }
                if t == 0.5 { UIView.animate(withDuration: 1) { v.center.x = 0 } }
            },
            Scenario(description: "delayed fade with a replaced animation", duration: 2) { root, t in
                let v = root.subviews[0]
                if t == 0 { UIView.animate(withDuration: 1, delay: 0.5, options: []) { v.alpha = 0 } }
                if t == 0.75 { UIView.animate(withDuration: 0.5) { v.alpha = 1 } }
            },
            Scenario(description: "keyframe bell", duration: 1.2) { root, t in
                let v = root.subviews[0]
                guard t == 0 else { return }
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
                    for k in 0..<6 {
                        UIView.addKeyframe(withRelativeStartTime: Double(k) / 6, relativeDuration: 1.0 / 6) {
                            v.transform = k == 5 ? .identity : CGAffineTransform(rotationAngle: (k % 2 == 0 ? 1 : -1) * .pi / 8)
                        }
                    }
                }
            },
            Scenario(description: "completion chain and a removal", duration: 2) { root, t in
                let v = root.subviews[0]
                guard t == 0 else { return }
                UIView.animate(withDuration: 0.4, animations: { v.transform = CGAffineTransform(scaleX: 1.5, y: 1.5) }) { _ in
                    UIView.animate(withDuration: 0.6, animations: { v.transform = .identity; v.center.y += 40 }) { _ in
                        let a = CABasicAnimation(keyPath: "position.x")
                        a.byValue = 30; a.duration = 0.5; a.repeatCount = 3; a.autoreverses = true
                        v.layer.add(a, forKey: "wiggle")
                    }
                }
            },
            Scenario(description: "removed mid-flight, explicit begin time, model change later", duration: 2) { root, t in
                let v = root.subviews[0]
                if t == 0 {
                    let a = CAKeyframeAnimation(keyPath: "position.y")
                    a.values = [0, 10, -10, 0]; a.keyTimes = [0, 0.25, 0.75, 1]; a.duration = 0.8; a.isAdditive = true
                    a.beginTime = CACurrentMediaTime() + 0.3; a.fillMode = .backwards
                    v.layer.add(a, forKey: "shake")
                }
                if t == 0.9 { v.layer.removeAnimation(forKey: "shake"); v.backgroundColor = .systemRed }
                if t == 1.2 { v.alpha = 0.4 }
            },
            Scenario(description: "property animator paused and continued", duration: 2) { root, t in
                let v = root.subviews[0]
                if t == 0 {
                    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { v.center.x = 150 }
                    animator.startAnimation()
                    RecordingTests.animator = animator
                }
                if t == 0.4 { RecordingTests.animator?.pauseAnimation() }
                if t == 0.8 { RecordingTests.animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0) }
            },
        ]

        static var animator: UIViewPropertyAnimator?

        @Test(arguments: scenarios)
        func recordingMatchesLivePresentation(_ scenario: Scenario) throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 60, height: 40))
            view.backgroundColor = .systemBlue
            root.addSubview(view)
            let recording = AnimaRecording(root: root)
            let events = Set([0.0, 0.4, 0.5, 0.75, 0.8, 0.9, 1.2])
            var live: [(Double, LayerProperties)] = []
            let samples = (0..<200).map { Double($0) * scenario.duration / 199 }
            let times = (Set(samples).union(events)).sorted()
            for t in times {
                AnimaClock.advance(to: t)
                if events.contains(t) { scenario.play(root, t) }
                if samples.contains(t) { live.append((t, view.layer.presentedProperties())) }
            }
            let scene = recording.scene(canvas: Scene.Canvas(width: 300, height: 200))
            let timeline = try Timeline(scene)
            let id = try #require(scene.layers.first?.sublayers.first?.id)
            for (t, expected) in live {
                let recorded = try #require(timeline.sample(at: t)[id])
                for key in PropertyKey.allCases where !key.isTransformComponent {
                    #expect(recorded[key].distance(to: expected[key]) <= 1e-9, "\(scenario) t = \(t) \(key.rawValue)")
                }
            }
        }

        @Test func idsAreNamesThenIdentifiersThenIndexPaths() {
            TestClock.reset()
            let root = UIView(frame: .zero)
            let a = UIView(), b = UIView(), c = UIView()
            a.layer.name = "named"; b.accessibilityIdentifier = "identified"
            root.addSubview(a); root.addSubview(b); root.addSubview(c)
            let inner = CALayer()
            c.layer.addSublayer(inner)
            let scene = AnimaRecording(root: root).scene(canvas: Scene.Canvas(width: 10, height: 10))
            #expect(scene.allLayers.map(\.id) == ["0", "named", "identified", "0.2", "0.2.0"])
        }
    }
}
