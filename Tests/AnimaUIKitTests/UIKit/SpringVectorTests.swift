import AnimaCore
import Foundation
import RealModule
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// S1–S11 and U10 of uikit-swiftui-anchors §6: UIKit's spring solver and spring parameters.
    @MainActor @Suite struct SpringVectorTests {
        /// The CASpringAnimation `animate(…usingSpringWithDamping:…)` builds.
        private func spring(duration: Double, ratio: CGFloat, velocity: CGFloat = 0) throws -> CASpringAnimation {
            let stage = Stage()
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: velocity,
                           options: [], animations: { stage.view.alpha = 0 })
            return try #require(stage.view.layer.animation(forKey: "opacity") as? CASpringAnimation)
        }

        @Test(arguments: [
            (0.5, 0.5, 0.0, 646.87797, 25.433796), (1.0, 0.5, 0.0, 161.71949, 12.716898),
            (0.3, 0.7, 0.0, 1075.7627, 45.918351), (1.0, 1.0, 0.0, 85.25593, 18.466828),
            (1.0, 2.0, 0.0, 85.25593, 18.466828), (0.5, 1.0, 0.0, 341.02373, 36.933656),
            (1.0, 0.25, 0.0, 493.50274, 11.107461), (3.0, 0.25, 0.0, 54.833637, 3.702487),
            (0.5, 0.8, 0.0, 323.58949, 28.781749), (1.0, 0.1, 0.0, 2125.3902, 9.220391),
            (0.5, 0.7, 1.0, 378.74871, 27.246054), (1.0, 1.0, 1.0, 83.138032, 18.236012),
        ])
        func s1to8Solver(duration: Double, ratio: Double, velocity: Double, stiffness: Double, damping: Double) throws {
            let s = try spring(duration: duration, ratio: CGFloat(ratio), velocity: CGFloat(velocity))
            #expect(s.mass == 1)
            #expect((Double(s.stiffness)).isApproximatelyEqual(to: stiffness, relativeTolerance: 1e-6), "k \(s.stiffness)")
            #expect((Double(s.damping)).isApproximatelyEqual(to: damping, relativeTolerance: 1e-6), "c \(s.damping)")
            #expect(s.duration == duration)
            #expect(s.timingFunction == CAMediaTimingFunction(name: .linear))
        }

        /// Samples a CASpringAnimation of `position.x` from 0 to 1.
        private func springSamples(stiffness: CGFloat, damping: CGFloat, duration: Double, at times: [Double]) -> [Double] {
            let stage = Stage()
            stage.view.center = CGPoint(x: 1, y: 0)
            let s = CASpringAnimation(keyPath: "position.x")
            s.mass = 1; s.stiffness = stiffness; s.damping = damping
            s.fromValue = 0; s.toValue = 1; s.duration = duration
            stage.view.layer.add(s, forKey: "spring")
            return times.map { stage.shown(at: $0).position.x }
        }

        @Test func s9UnderdampedClosedForm() {
            let x = springSamples(stiffness: 646.87797, damping: 25.433796, duration: 0.5, at: [0.05, 0.1, 0.25, 0.5 - 1e-9, 0.5])
            #expect((x[0]).isApproximatelyEqual(to: 0.487823077, absoluteTolerance: 1e-6)); #expect((x[1]).isApproximatelyEqual(to: 1.034970817, absoluteTolerance: 1e-6))
            #expect((x[2]).isApproximatelyEqual(to: 0.987154544, absoluteTolerance: 1e-6)); #expect((x[3]).isApproximatelyEqual(to: 1.000969394, absoluteTolerance: 1e-6))
            #expect(x[4] == 1)  // removed: the model value
        }

        @Test func s10CriticalClosedForm() {
            let x = springSamples(stiffness: 85.25593, damping: 18.466828, duration: 2, at: [0.1, 0.25, 0.5, 1.0])
            #expect((x[0]).isApproximatelyEqual(to: 0.236068694, absoluteTolerance: 1e-6)); #expect((x[1]).isApproximatelyEqual(to: 0.671067538, absoluteTolerance: 1e-6))
            #expect((x[2]).isApproximatelyEqual(to: 0.944477189, absoluteTolerance: 1e-6)); #expect((x[3]).isApproximatelyEqual(to: 0.999000000, absoluteTolerance: 1e-6))
        }

        @Test func s11DurationBounceIgnoresTheAnimatorsDuration() throws {
            let stage = Stage()
            let params = UISpringTimingParameters(duration: 0.5, bounce: -0.3)
            let animator = UIViewPropertyAnimator(duration: 3, timingParameters: params)
            animator.addAnimations { stage.view.alpha = 0 }
            animator.startAnimation()
            let s = try #require(stage.view.layer.animation(forKey: "opacity") as? CASpringAnimation)
            #expect(s.mass == 1)
            #expect((Double(s.stiffness)).isApproximatelyEqual(to: 157.913670, absoluteTolerance: 1e-6))
            #expect((Double(s.damping)).isApproximatelyEqual(to: 35.903916, absoluteTolerance: 1e-6))
            #expect((params.dampingRatio).isApproximatelyEqual(to: 1.428571, absoluteTolerance: 1e-6))
            #expect(s.duration != 3)
        }

        @Test func u10DefaultSpring() {
            let p = UISpringTimingParameters()
            #expect((p.dampingRatio).isApproximatelyEqual(to: 4.5644, absoluteTolerance: 1e-4))
            #expect(p.initialVelocity == .zero)
            #expect(p.implicitDuration)
        }

        @Test func springDurationBounceUsesTheBounceMapping() throws {
            let stage = Stage()
            UIView.animate(springDuration: 0.5, bounce: 0.3) { stage.view.alpha = 0 }
            let s = try #require(stage.view.layer.animation(forKey: "opacity") as? CASpringAnimation)
            // k = (2π/0.5)² = 157.913670, c = 4π·0.7/0.5 = 17.592919 (W3's parameters).
            #expect((Double(s.stiffness)).isApproximatelyEqual(to: 157.913670, absoluteTolerance: 1e-6))
            #expect((Double(s.damping)).isApproximatelyEqual(to: 17.592919, absoluteTolerance: 1e-6))
            #expect(s.allowsOverdamping)
        }
    }
}
