import AnimaCore
import Foundation
import RealModule
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// U1, U3–U9 of uikit-swiftui-anchors §6: what `UIView.animate` builds and how it plays.
    @MainActor @Suite struct AnimateVectorTests {
        @Test func u1BoundsBecomeAnAdditiveSizeAnimation() throws {
            let stage = Stage(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            UIView.animate(withDuration: 0.3) { stage.view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100) }
            let layer = stage.view.layer
            // Current UIKit: bounds.size only (the origin did not change by 1e-4).
            #expect(layer.animationKeys() == ["bounds.size"])
            let a = try #require(layer.animation(forKey: "bounds.size") as? CABasicAnimation)
            #expect(a.keyPath == "bounds.size")
            #expect(a.isAdditive)
            #expect(a.fromValue as? CGSize == CGSize(width: 100, height: 100))
            #expect(a.toValue as? CGSize == CGSize(width: 0, height: 0))
            #expect(a.fillMode == .both)
            #expect(a.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
            #expect(a.duration == 0.3)
        }

        @Test func u3LinearReversalFreezesAtFifty() {
            let stage = Stage()
            stage.view.center = CGPoint(x: 0, y: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.center.x = 100 }
            AnimaClock.advance(to: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.center.x = 0 }
            // A = −100(1 − t) on [0, 1], B = +100(1.5 − t) on [0.5, 1.5], model 0: the sum is 50 on [0.5, 1].
            for t in [0.5, 0.6, 0.75, 0.9, 1.0] {
                #expect((stage.shown(at: t).position.x).isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6), "t = \(t)")
            }
            #expect((stage.shown(at: 1.25).position.x).isApproximatelyEqual(to: 25, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 1.5).position.x).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
        }

        @Test func u4EaseInOutReversalOvershoots() {
            let stage = Stage()
            stage.view.center = CGPoint(x: 0, y: 0)
            UIView.animate(withDuration: 1) { stage.view.center.x = 100 }
            AnimaClock.advance(to: 0.5)
            UIView.animate(withDuration: 1) { stage.view.center.x = 0 }
            #expect((stage.shown(at: 0.5).position.x).isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 0.75).position.x).isApproximatelyEqual(to: 74.167614, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 1.0).position.x).isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 1.25).position.x).isApproximatelyEqual(to: 12.916193, absoluteTolerance: 1e-6))
        }

        @Test func u5DelayHoldsTheOldValue() {
            let stage = Stage()
            UIView.animate(withDuration: 1, delay: 0.5, options: []) { stage.view.alpha = 0 }
            #expect((stage.shown(at: 0.25).opacity).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 0.75).opacity).isApproximatelyEqual(to: 0.870838, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 1.0).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 1.5).opacity).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
        }

        @Test func u6ConcatenatedRotationsCancelOut() throws {
            let stage = Stage()
            let finished = Box<UIViewAnimatingPosition?>(nil)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                for degrees in [0.0, -3, 3, -3, 3, -3, 3, 0] {
                    stage.view.transform = stage.view.transform.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
                }
            }
            animator.addCompletion { finished.value = $0 }
            animator.startAnimation()
            let layer = stage.view.layer
            #expect(layer.animationKeys() == ["transform"])
            let a = try #require(layer.animation(forKey: "transform") as? CABasicAnimation)
            let from = try #require(a.fromValue as? CATransform3D)
            #expect((Double(from.m12)).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12) && (Double(from.m11)).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-12))
            #expect(a.toValue == nil)
            for t in stride(from: 0.0, through: 0.95, by: 0.05) {
                #expect((angle(stage.shown(at: t).transform)).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9), "t = \(t)")
            }
            #expect(finished.value == nil)
            AnimaClock.advance(to: 1.0)
            #expect(finished.value == .end)
        }

        @Test func u7LastAssignmentWins() throws {
            let stage = Stage()
            UIView.animate(withDuration: 1) {
                stage.view.alpha = 0.5
                stage.view.alpha = 0
            }
            let a = try #require(stage.view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(AnyValue.number(a.fromValue ?? "") == 0.5)
            #expect((stage.shown(at: 0).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
            #expect(stage.view.layer.animationKeys() == ["opacity"])
        }

        @Test func u8KeyboardCurveIsTheModalSpring() throws {
            let stage = Stage()
            UIView.animate(withDuration: 3, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) {
                stage.view.alpha = 0
            }
            let s = try #require(stage.view.layer.animation(forKey: "opacity") as? CASpringAnimation)
            #expect(s.mass == 3 && s.stiffness == 1000 && s.damping == 500)
            #expect(s.duration == 0.5)
        }

        @Test func u9KeyboardSpringIsClampedToCritical() {
            let stage = Stage()
            stage.view.center = CGPoint(x: 0, y: 0)
            UIView.animate(withDuration: 3, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) {
                stage.view.center.x = 1
            }
            #expect((stage.shown(at: 0.1).position.x).isApproximatelyEqual(to: 0.544778390, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 0.25).position.x).isApproximatelyEqual(to: 0.942038347, absoluteTolerance: 1e-6))
            // At 0.5 s the 0.5 s spring has just been removed; just before, it is at 0.998900979.
            #expect((stage.shown(at: 0.5 - 1e-9).position.x).isApproximatelyEqual(to: 0.998900979, absoluteTolerance: 1e-6))
        }

        @Test func completionFiresImmediatelyWithoutAnimations() {
            _ = Stage()
            let fired = Box(false)
            UIView.animate(withDuration: 1, animations: {}, completion: { fired.value = $0 })
            #expect(fired.value)
        }

        @Test func interruptedCompletionHearsFalse() {
            let stage = Stage()
            let results = Box<[Bool]>([])
            UIView.animate(withDuration: 1, animations: { stage.view.alpha = 0 }, completion: { results.value.append($0) })
            AnimaClock.advance(to: 0.25)
            UIView.animate(withDuration: 1, animations: { stage.view.alpha = 1 }, completion: { results.value.append($0) })
            #expect(results.value == [false])
            AnimaClock.advance(to: 1.25)
            #expect(results.value == [false, true])
            #expect(AnimaClock.now == 1.25)
        }
    }
}

/// A mutable box for values captured by `@Sendable` completions in tests.
@MainActor
final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
