import Testing
import AnimaCore
import RealModule

@Suite("SpringFeel")
struct SpringFeelTests {
    @Test func halfSecondResponseMapsToStiffnessAndDamping() {
        // UIComponent's default, 0.5 s with ζ 0.9: ω = 2π/0.5 = 4π, so k = 16π² = 157.91367041742973
        // and c = 4π·0.9/0.5 = 7.2π = 22.61946710584651; mass stays 1, velocity 0.
        let spring = SpringFeel(duration: 0.5, dampingRatio: 0.9).spring
        #expect(spring.mass == 1)
        #expect(spring.stiffness.isApproximatelyEqual(to: 157.91367041742973, relativeTolerance: 1e-12))
        #expect(spring.damping.isApproximatelyEqual(to: 22.61946710584651, relativeTolerance: 1e-12))
        #expect(spring.initialVelocity == 0)
    }

    @Test func swiftUIResponseVocabularyMapsToStiffnessDampingAndVelocity() {
        // Response 0.7 s, ζ 0.7, velocity 0.7: ω = 2π/0.7, k = (2π/0.7)² = 4π²/0.49 = 80.56820...,
        // 4π² = 39.47841760435743 so k = 80.56819919256618; c = 4π·0.7/0.7 = 4π = 12.566370614359172.
        let spring = SpringFeel.swiftUI(response: 0.7, dampingFraction: 0.7, initialVelocity: 0.7).spring
        #expect(spring.stiffness.isApproximatelyEqual(to: 80.56819919256618, relativeTolerance: 1e-12))
        #expect(spring.damping.isApproximatelyEqual(to: 12.566370614359172, relativeTolerance: 1e-12))
        #expect(spring.initialVelocity == 0.7)
        // And back: ζ = c/(2√(k·m)) = 4π / (2·2π/0.7) = 0.7; perceptual duration 2π·√(m/k) = 0.7.
        #expect(spring.dampingRatio.isApproximatelyEqual(to: 0.7, relativeTolerance: 1e-12))
        #expect(spring.perceptualDuration.isApproximatelyEqual(to: 0.7, relativeTolerance: 1e-12))
    }

    @Test func uiKitVocabularyUsesUIKitsSolverAndItsDuration() {
        // Issue 31.3: the same numbers in UIKit's vocabulary give k ≈ 193.3 (ω ≈ 13.9, so that the sine term's
        // envelope is 0.001 at 0.7 s), not 80.6; the animation is cut at the duration, not at settling.
        let feel = SpringFeel.uiKit(duration: 0.7, dampingRatio: 0.7, initialVelocity: 0.7)
        #expect(feel.vocabulary == .uiKit)
        #expect(feel.spring.stiffness.isApproximatelyEqual(to: 193.3, absoluteTolerance: 0.05))
        #expect(feel.spring.dampingRatio.isApproximatelyEqual(to: 0.7, relativeTolerance: 1e-12))
        #expect(feel.spring.initialVelocity == 0.7)
        #expect(feel.activeDuration == 0.7)
        #expect(SpringFeel.swiftUI(response: 0.7, dampingFraction: 0.7).activeDuration > 0.7)
    }

    @Test func legacySpellingIsSwiftUIsResponse() {
        // AnimaTransitions' spelling keeps its documented meaning (UIComponent's 0.5 s, ζ 0.9 as a response).
        #expect(SpringFeel(duration: 0.5, dampingRatio: 0.9).vocabulary == .swiftUIResponse)
    }
}
