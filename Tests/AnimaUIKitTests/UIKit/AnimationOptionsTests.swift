import AnimaCore
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Options and nesting of the `animate` family (uikit-swiftui-anchors §1.1–§1.2).
    @MainActor @Suite struct AnimationOptionsTests {
        private func opacityAnimation(_ stage: Stage) throws -> CABasicAnimation {
            try #require(stage.view.layer.animation(forKey: "opacity") as? CABasicAnimation)
        }

        @Test func beginFromCurrentStateStartsFromTheShownValue() throws {
            let stage = Stage()
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { stage.view.alpha = 0 }
            AnimaClock.advance(to: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: .beginFromCurrentState) { stage.view.alpha = 1 }
            // Linear 1 → 0 is at 0.5 halfway; without the option the from value would be the model's 0.
            #expect(AnyValue.number(try opacityAnimation(stage).fromValue ?? "") == 0.5)
            UIView.animate(withDuration: 1) { stage.view.alpha = 0.25 }
            #expect(AnyValue.number(try opacityAnimation(stage).fromValue ?? "") == 1)
        }

        @Test func repeatAndAutoreverseBits() throws {
            let stage = Stage()
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { stage.view.alpha = 0 }
            let a = try opacityAnimation(stage)
            #expect(a.repeatCount == .greatestFiniteMagnitude)
            #expect(a.autoreverses)
        }

        @Test func modifyAnimationsSetsAFractionalCount() throws {
            let stage = Stage()
            UIView.animate(withDuration: 1) {
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) { stage.view.alpha = 0 }
            }
            let a = try opacityAnimation(stage)
            #expect(a.repeatCount == 2.5)
            #expect(a.autoreverses)
        }

        @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
            let stage = Stage()
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
                UIView.animate(withDuration: 0.5) { stage.view.alpha = 0 }
            }
            var a = try opacityAnimation(stage)
            #expect(a.duration == 2)
            #expect(a.timingFunction == CAMediaTimingFunction(name: .linear))
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve]) {
                    stage.view.alpha = 1
                }
            }
            a = try opacityAnimation(stage)
            #expect(a.duration == 0.5)
            #expect(a.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        }

        @Test func performWithoutAnimationInsideABlock() {
            let stage = Stage()
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { stage.view.alpha = 0 }
            }
            #expect(stage.view.layer.animationKeys() == nil)
            #expect(stage.view.alpha == 0)
        }

        @Test func zeroDurationAppliesAtOnceAndNegativeIsReported() {
            let stage = Stage()
            let issues = AnimaDiagnostics.collecting {
                UIView.animate(withDuration: 0) { stage.view.alpha = 0.5 }
                UIView.animate(withDuration: -1) { stage.view.alpha = 0.25 }
            }
            #expect(stage.view.layer.animationKeys() == nil)
            #expect(stage.view.alpha == 0.25)
            #expect(issues.count == 1)
        }

        @Test func optionRawValuesAreUIKits() {
            #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
            #expect(UIView.AnimationOptions.repeat.rawValue == 8)
            #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 512)
            #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
            #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
            #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        }
    }
}
