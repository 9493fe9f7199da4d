import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// CALayer as a CAMediaTiming node: Apple's QA1673 pause and resume, layer repeats, and the recording of both.
    @MainActor @Suite struct LayerTimingNodeTests {
        /// Opacity 1 → 0 over 1 s, linear, added at t = 0, with a delegate that notes when it stops.
        private func fade(_ layer: CALayer, _ log: TimedStopLog) {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 1; a.toValue = 0; a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            a.delegate = log
            layer.add(a, forKey: "fade")
        }

        @Test func qa1673HoldsTheValueAndDelaysTheEnd() {
            let stage = Stage()
            let log = TimedStopLog()
            let recording = AnimaRecording(root: stage.root)
            fade(stage.view.layer, log)
            AnimaClock.advance(to: 0.25)
            QA1673.pause(stage.view.layer)
            // Paused at local 0.25: opacity 1 − 0.25 = 0.75 until the resume at 1.25 s.
            for t in [0.25, 0.6, 1.0, 1.25] {
                #expect(abs(stage.shown(at: t).opacity - 0.75) < 1e-9, "t = \(t)")
            }
            #expect(log.stops.isEmpty)   // not at 1.0 s
            QA1673.resume(stage.view.layer)
            // beginTime = 1.25 − 0.25 = 1.0: local = t − 1, so 1.5 s shows 0.5 and the fade ends at 2.0 s.
            #expect(abs(stage.shown(at: 1.5).opacity - 0.5) < 1e-9)
            #expect(log.stops.isEmpty)
            AnimaClock.advance(to: 3)
            #expect(log.stops.count == 1)
            #expect(abs((log.stops.first?.time ?? 0) - 2.0) < 1e-9 && log.stops.first?.finished == true)

            // The recording replays the pause: the view's clock changes at 0.25 s and 1.25 s.
            let scene = recording.scene(canvas: recording.rootCanvas)
            let id = scene.allLayers.first { !$0.animations.isEmpty && $0.id != scene.layers.first?.id }?.id
            #expect(scene.allLayers.contains { $0.timing.changes.count == 2 })
            if let timeline = try? Timeline(scene), let id {
                for (t, expected) in [(0.1, 0.9), (0.5, 0.75), (1.2, 0.75), (1.5, 0.5), (1.9, 0.1), (2.5, 1.0)] {
                    let shown = timeline.sample(at: t)[id]?.opacity ?? .nan
                    #expect(abs(shown - expected) < 1e-9, "recorded t = \(t): \(shown)")
                }
            } else {
                Issue.record("the recorded scene does not compile or has no animated view")
            }
        }

        @Test func aPauseOfTheRecordedRootIsReplayedOnTheScenesClock() throws {
            // The recording starts at 2 s, so scene time = global − 2. The fade is added at 2.0, the root paused at
            // 2.25 and resumed at 3.25: held at 0.75 for the scene's 0.25…1.25, finished at scene 2.0.
            let stage = Stage()
            AnimaClock.advance(to: 2)
            let recording = AnimaRecording(root: stage.view)
            fade(stage.view.layer, TimedStopLog())
            AnimaClock.advance(to: 2.25)
            QA1673.pause(stage.view.layer)
            AnimaClock.advance(to: 3.25)
            QA1673.resume(stage.view.layer)
            AnimaClock.advance(to: 5)
            let scene = recording.scene(canvas: recording.rootCanvas)
            let root = try #require(scene.layers.first)
            #expect(root.timing.changes.count == 2)
            let timeline = try Timeline(scene)
            for (t, expected) in [(0.1, 0.9), (0.5, 0.75), (1.2, 0.75), (1.5, 0.5), (1.9, 0.1), (2.5, 1.0)] {
                let shown = timeline.sample(at: t)[root.id]?.opacity ?? .nan
                #expect(abs(shown - expected) < 1e-9, "scene t = \(t): \(shown)")
            }
        }

        @Test func pausingTheSuperlayerHoldsTheSublayersAnimations() {
            let stage = Stage()
            let log = TimedStopLog()
            fade(stage.view.layer, log)
            AnimaClock.advance(to: 0.5)
            QA1673.pause(stage.root.layer)
            #expect(abs(stage.shown(at: 1.5).opacity - 0.5) < 1e-9)
            QA1673.resume(stage.root.layer)
            AnimaClock.advance(to: 5)
            // Paused for 1 s (0.5 → 1.5): the fade ends at 2.0 s.
            #expect(log.stops.map(\.time).count == 1 && abs((log.stops.first?.time ?? 0) - 2.0) < 1e-9)
        }

        @Test func layersConformToCAMediaTiming() {
            let stage = Stage()
            let node: CAMediaTiming = stage.view.layer
            node.duration = 1
            node.autoreverses = true
            node.repeatCount = 2
            node.fillMode = .forwards
            #expect(stage.view.layer.duration == 1 && stage.view.layer.repeatCount == 2)
            // The layer's time runs 0 → 1 → 0 twice: at 1.25 s it reads 0.75, so a fade added with fill both and
            // not removed shows 1 − 0.75 = 0.25.
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 1; a.toValue = 0; a.duration = 1
            a.fillMode = .both; a.isRemovedOnCompletion = false
            stage.view.layer.add(a, forKey: "fade")
            #expect(abs(stage.view.layer.convertTime(1.25, from: nil) - 0.75) < 1e-9)
            #expect(abs(stage.shown(at: 1.25).opacity - 0.25) < 1e-5)
        }

        @Test func cubicKeyframesOnTransformSplineTheDecomposedParts() {
            let stage = Stage()
            let view = stage.view
            let diagnostics = AnimaDiagnostics.collecting {
                // Linear curve bits (3 << 16), as vector K3, so only the spline shapes the motion.
                UIView.animateKeyframes(withDuration: 1, delay: 0,
                                        options: [.calculationModeCubic, UIView.KeyframeAnimationOptions(rawValue: 3 << 16)],
                                        animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.transform = .identity }
                })
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            // Angles 0, π/2, 0 at key times 0, ½, 1; Catmull-Rom with repeated ends: tangents π/4 at 0 and 0 at ½.
            // At 0.25 s, f = ½ in the first segment: h10(½)·π/4 + h01(½)·π/2 = π/32 + π/4 = 9π/32.
            #expect(abs(angle(stage.shown(at: 0.25).transform) - 9 * .pi / 32) < 1e-9)
            #expect(abs(angle(stage.shown(at: 0.5).transform) - .pi / 2) < 1e-9)
            // Second segment at f = ½: tangents 0 at ½ and −π/4 at 1 (one-sided): h00·π/2 + h11·(−π/4)
            // = π/4 + π/32 = 9π/32 by symmetry.
            #expect(abs(angle(stage.shown(at: 0.75).transform) - 9 * .pi / 32) < 1e-9)
        }

        @Test func cubicPacedKeyframesOnTransformPlay() {
            let stage = Stage()
            let view = stage.view
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubicPaced], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    view.transform = CGAffineTransform(translationX: 40, y: 0)
                }
            })
            // Two keyframes (0 and 40 along x), tangents 20 at both ends (repeated end points): the spline is
            // symmetric about its middle, so halfway in time (paced modes ignore the curve) it is at 20.
            let m = stage.shown(at: 0.5).transform
            #expect(abs(m.m41 - 20) < 1e-9)
            #expect(abs(stage.shown(at: 0.999).transform.m41 - 40) < 1)
        }

        @Test func aPropertyAnimatorWhoseChangesCancelOutStillCompletesAtTheEnd() {
            // Seed 001, method 1 (research note §4.4): eight rotations concatenated in one block sum to identity;
            // nothing moves, yet the completion runs with .end after the animator's duration.
            let stage = Stage()
            let view = stage.view
            let finished = Box<[(Double, UIViewAnimatingPosition)]>([])
            // As in the seed, the animator is a local of the function that starts it: UIKit keeps it alive.
            func shake() {
                let animator = UIViewPropertyAnimator(duration: 1.2, curve: .easeInOut)
                animator.addAnimations {
                    for degrees: CGFloat in [0, -3, 3, -3, 3, -3, 3, 0] {
                        view.transform = view.transform.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
                    }
                }
                animator.addCompletion { position in finished.value.append((AnimaClock.now, position)) }
                animator.startAnimation()
            }
            shake()
            AnimaClock.advance(to: 1.1)
            #expect(finished.value.isEmpty)
            AnimaClock.advance(to: 3)
            #expect(finished.value.count == 1)
            #expect(abs((finished.value.first?.0 ?? 0) - 1.2) < 1e-9 && finished.value.first?.1 == .end)
        }

        @Test func aPropertyAnimatorWithABlockThatChangesNothingCompletesAtTheEnd() {
            let stage = Stage()
            let finished = Box<[(Double, UIViewAnimatingPosition)]>([])
            func start() {
                let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { _ = stage.view.alpha }
                animator.addCompletion { position in finished.value.append((AnimaClock.now, position)) }
                animator.startAnimation()
            }
            start()
            AnimaClock.advance(to: 2)
            #expect(finished.value.count == 1 && abs((finished.value.first?.0 ?? 0) - 0.5) < 1e-9)
            #expect(finished.value.first?.1 == .end)
        }
    }
}

/// Records when `animationDidStop` was called and with which flag (a plain class: QuartzCore's delegate protocol is
/// not main-actor isolated).
final class TimedStopLog: CAAnimationDelegate {
    var stops: [(time: Double, finished: Bool)] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append((AnimaClock.now, flag)) }
}

extension UIKitSuite {
    /// Seed 001's loop: each completion starts the next shake, so the completions keep coming.
    @MainActor @Suite struct PropertyAnimatorLoopTests {
        @Test func aShakeLoopRestartsFromEachCompletion() {
            let stage = Stage()
            let view = stage.view
            let times = Box<[Double]>([])
            func shake() {
                let animator = UIViewPropertyAnimator(duration: 1.2, curve: .easeInOut)
                animator.addAnimations {
                    for degrees: CGFloat in [0, -3, 3, -3, 3, -3, 3, 0] {
                        view.transform = view.transform.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
                    }
                }
                animator.addCompletion { position in
                    times.value.append(AnimaClock.now)
                    if times.value.count < 4 { shake() }
                }
                animator.startAnimation()
            }
            shake()
            AnimaClock.advance(to: 6)
            #expect(times.value.count == 4)
            for (i, t) in times.value.enumerated() { #expect(abs(t - 1.2 * Double(i + 1)) < 1e-9) }
        }

        @Test func runningPropertyAnimatorsWithNothingToAnimateComplete() {
            let stage = Stage()
            let view = stage.view
            let positions = Box<[UIViewAnimatingPosition]>([])
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0.1, options: [], animations: {
                view.transform = view.transform.rotated(by: .pi / 4).rotated(by: -.pi / 4)
            }, completion: { positions.value.append($0) })
            AnimaClock.advance(to: 0.49)
            #expect(positions.value.isEmpty)
            AnimaClock.advance(to: 0.5)
            #expect(positions.value == [.end])
        }
    }
}
