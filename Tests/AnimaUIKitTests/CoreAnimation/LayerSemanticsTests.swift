import AnimaCore
import Foundation
import RealModule
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Core Animation's layer semantics: begin times, replacement, copies, implicit actions, diagnostics.
    @MainActor @Suite struct LayerSemanticsTests {
        @Test func zeroBeginTimeIsTheCommitTimeAndAbsoluteBeginTimesAreLayerTime() throws {
            let stage = Stage()
            AnimaClock.advance(to: 2)
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 1
            stage.view.layer.add(a, forKey: "fade")
            #expect(stage.view.layer.animation(forKey: "fade")?.beginTime == 2)
            #expect((stage.shown(at: 2.5).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
            let b = CABasicAnimation(keyPath: "opacity")
            b.fromValue = 0.2; b.toValue = 0.2; b.duration = 1; b.beginTime = CACurrentMediaTime() + 0.5
            stage.view.layer.add(b, forKey: "later")
            // b starts at 2.5 + 0.5 = 3.0 without a backwards fill, so before that only a shows (0 → 1 over 2…3).
            #expect((stage.shown(at: 2.9).opacity).isApproximatelyEqual(to: 0.9, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 3.1).opacity).isApproximatelyEqual(to: 0.2, absoluteTolerance: 1e-6))
        }

        @Test func addingCopiesAndReplacesByKey() throws {
            let stage = Stage()
            let stopped = StopLog()
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.duration = 1; a.delegate = stopped
            stage.view.layer.add(a, forKey: "k")
            a.duration = 5
            #expect(stage.view.layer.animation(forKey: "k")?.duration == 1)
            let b = CABasicAnimation(keyPath: "opacity")
            b.fromValue = 0.5; b.duration = 1
            stage.view.layer.add(b, forKey: "k")
            #expect(stopped.flags == [false])
            #expect(stage.view.layer.animationKeys() == ["k"])
        }

        @Test func completionsChainAtTheirOwnFinishTimes() {
            let stage = Stage()
            let times = Box<[Double]>([])
            UIView.animate(withDuration: 0.3, animations: { stage.view.alpha = 0.5 }) { _ in
                times.value.append(AnimaClock.now)
                UIView.animate(withDuration: 0.2, animations: { stage.view.alpha = 1 }) { _ in
                    times.value.append(AnimaClock.now)
                }
            }
            AnimaClock.advance(to: 5)
            #expect(times.value == [0.3, 0.5])
        }

        @Test func standaloneLayersAnimateImplicitlyForAQuarterSecond() throws {
            let stage = Stage()
            let layer = CALayer()
            stage.view.layer.addSublayer(layer)
            AnimaClock.advance(by: 0.1)
            layer.opacity = 0
            let a = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(a.duration == 0.25)
            #expect(a.timingFunction == CAMediaTimingFunction(name: .default))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 5, y: 5)
            CATransaction.commit()
            #expect(layer.animation(forKey: "position") == nil)
        }

        @Test func viewLayersHaveNoActionsOutsideAnimationBlocks() {
            let stage = Stage()
            AnimaClock.advance(by: 0.1)
            stage.view.alpha = 0.3
            #expect(stage.view.layer.animationKeys() == nil)
        }

        @Test func transactionCompletionWaitsForItsAnimations() {
            let stage = Stage()
            let fired = Box<[Double]>([])
            CATransaction.begin()
            CATransaction.setCompletionBlock { fired.value.append(AnimaClock.now) }
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.duration = 0.7
            stage.view.layer.add(a, forKey: nil)
            CATransaction.commit()
            #expect(fired.value.isEmpty)
            AnimaClock.advance(to: 1)
            #expect(fired.value == [0.7])
        }

        @Test func wrongTypesAndUnmodelledKeysAreDiagnosedNotTrapped() throws {
            let stage = Stage()
            stage.view.layer.name = "card"
            let issues = AnimaDiagnostics.collecting {
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = CGPoint(x: 1, y: 2)
                stage.view.layer.add(a, forKey: "bad")
                let b = CABasicAnimation(keyPath: "compositingFilter")
                stage.view.layer.add(b, forKey: "unknown")
                let c = CAKeyframeAnimation(keyPath: "position.x")
                c.values = [0, 1, 2]; c.keyTimes = [0, 1]
                stage.view.layer.add(c, forKey: "count")
                let d = CABasicAnimation(keyPath: "opacity")
                d.duration = .nan
                stage.view.layer.add(d, forKey: "nan")
                stage.view.layer.setValue("red", forKeyPath: "backgroundColor")
            }
            #expect(issues.count == 5)
            #expect(issues.allSatisfy { $0.layer == "card" })
            #expect(issues.map(\.keyPath).contains("compositingFilter"))
            #expect(issues.map(\.keyPath).contains("backgroundColor"))
        }

        @Test func keyValueCodingCoversSubPaths() throws {
            let stage = Stage()
            stage.view.layer.setValue(0.5, forKeyPath: "transform.rotation.z")
            #expect((Double(try #require(stage.view.layer.value(forKeyPath: "transform.rotation.z") as? CGFloat))).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
            stage.view.layer.setValue(CGFloat(7), forKeyPath: "position.x")
            #expect(stage.view.layer.position.x == 7)
        }

        @Test func presentationAndModel() throws {
            let stage = Stage()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.alpha = 0 }
            AnimaClock.advance(to: 0.25)
            let p = try #require(stage.view.layer.presentation())
            #expect((Double(p.opacity)).isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-6))
            #expect(p.model() === stage.view.layer)
        }
    }
}

/// Records `animationDidStop` flags (a plain class: CAAnimationDelegate is not main-actor isolated, as on iOS).
final class StopLog: CAAnimationDelegate {
    var flags: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { flags.append(flag) }
}
