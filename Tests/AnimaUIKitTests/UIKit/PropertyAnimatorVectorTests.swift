import AnimaCore
import Foundation
import RealModule
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// P1–P6 of uikit-swiftui-anchors §6: UIViewPropertyAnimator.
    @MainActor @Suite struct PropertyAnimatorVectorTests {
        /// A 1 s easeInOut animator moving the view's x from 0 to 100.
        private func moving(_ stage: Stage) -> UIViewPropertyAnimator {
            stage.view.center = CGPoint(x: 0, y: 0)
            return UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { stage.view.center.x = 100 }
        }

        @Test func p1ZeroDurationIsPointTwoSeconds() throws {
            #expect(UIViewPropertyAnimator(duration: 0, curve: .linear).duration == 0.2)
            let plain = UIViewPropertyAnimator()
            #expect(plain.duration == 0.2)
            let cubic = try #require(plain.timingParameters?.cubicTimingParameters)
            #expect(cubic.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
            #expect(cubic.controlPoint2 == CGPoint(x: 0.25, y: 1))
        }

        @Test(arguments: [(true, 0.129162), (false, 0.25)])
        func p2PauseReadsTheEasedFraction(scrubsLinearly: Bool, fraction: Double) {
            let stage = Stage()
            let animator = moving(stage)
            animator.scrubsLinearly = scrubsLinearly
            animator.startAnimation()
            AnimaClock.advance(to: 0.25)
            animator.pauseAnimation()
            #expect((Double(animator.fractionComplete)).isApproximatelyEqual(to: fraction, absoluteTolerance: 1e-6))
            #expect((stage.shown.position.x).isApproximatelyEqual(to: 12.916193, absoluteTolerance: 1e-6))
            #expect((stage.shown(at: 2).position.x).isApproximatelyEqual(to: 12.916193, absoluteTolerance: 1e-6))
            #expect(animator.state == .active && !animator.isRunning)
        }

        @Test(arguments: [(true, 25.0), (false, 12.916193)])
        func p3ScrubbingSetsTheTimeOffset(scrubsLinearly: Bool, x: Double) {
            let stage = Stage()
            let animator = moving(stage)
            animator.scrubsLinearly = scrubsLinearly
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            #expect((stage.shown.position.x).isApproximatelyEqual(to: x, absoluteTolerance: 1e-6))
        }

        @Test func p4ContinueRecoversTheTimeThroughTheInverseCurve() {
            let stage = Stage()
            let animator = moving(stage)
            let done = Box<UIViewAnimatingPosition?>(nil)
            animator.addCompletion { done.value = $0 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect((Double(animator.fractionComplete)).isApproximatelyEqual(to: 0.346203, absoluteTolerance: 1e-6))
            #expect((stage.shown.position.x).isApproximatelyEqual(to: 25, absoluteTolerance: 1e-6))
            AnimaClock.advance(to: 0.653797 - 1e-5)
            #expect(done.value == nil)
            AnimaClock.advance(to: 0.653797 + 1e-5)
            #expect(done.value == .end)
        }

        @Test func p5FractionCompleteIsClamped() {
            let stage = Stage()
            let animator = moving(stage)
            animator.fractionComplete = 0
            #expect(animator.fractionComplete == 0)
            #expect((stage.shown.position.x).isApproximatelyEqual(to: 100 * 0.00001, absoluteTolerance: 1e-9))
            animator.fractionComplete = 1
            #expect(animator.fractionComplete == 1)
            #expect((stage.shown.position.x).isApproximatelyEqual(to: 100 * 0.99999, absoluteTolerance: 1e-9))
        }

        @Test func p6DelayFactor() throws {
            let stage = Stage()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.4)
            animator.startAnimation()
            let a = try #require(stage.view.layer.animation(forKey: "opacity"))
            #expect((a.beginTime).isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-12))
            #expect((a.duration).isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-12))
        }

        @Test func stopWithoutFinishingKeepsTheShownValue() {
            let stage = Stage()
            let animator = moving(stage)
            animator.scrubsLinearly = false
            animator.startAnimation()
            AnimaClock.advance(to: 0.25)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
            #expect((stage.view.center.x).isApproximatelyEqual(to: 12.916193, absoluteTolerance: 1e-6))
            #expect(stage.view.layer.animationKeys() == nil)
        }

        @Test func finishAtStartRestoresTheStartValues() {
            let stage = Stage()
            let animator = moving(stage)
            let done = Box<UIViewAnimatingPosition?>(nil)
            animator.addCompletion { done.value = $0 }
            animator.startAnimation()
            AnimaClock.advance(to: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: .start)
            #expect(done.value == .start)
            #expect(stage.view.center.x == 0)
        }

        @Test func reversedAnimatorEndsAtTheStart() {
            let stage = Stage()
            let animator = moving(stage)
            let done = Box<UIViewAnimatingPosition?>(nil)
            animator.addCompletion { done.value = $0 }
            animator.scrubsLinearly = false
            animator.startAnimation()
            AnimaClock.advance(to: 0.5)
            animator.isReversed = true
            // Halfway, easeInOut: 50 on the way back as on the way out.
            #expect((stage.shown.position.x).isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6))
            AnimaClock.advance(to: 1.01)
            #expect(done.value == .start)
            #expect(stage.view.center.x == 0)
            #expect((stage.shown.position.x).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
        }
    }
}
