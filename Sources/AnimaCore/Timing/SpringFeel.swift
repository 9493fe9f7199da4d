/// A spring given by a duration, a damping ratio and an initial velocity, saying whose vocabulary those are in.
///
/// The same three numbers give different springs in UIKit and SwiftUI: for 0.7 s, ζ 0.7, velocity 0.7 UIKit's
/// `usingSpringWithDamping` solves k = 193.3 (settled at 0.7 s), SwiftUI's response gives k = 80.6. Presets and
/// transitions take their springs in these terms; `spring` maps them to Core Animation's mass–stiffness–damping form.
public struct SpringFeel: Sendable, Hashable {
    /// Whose vocabulary a feel's numbers are in.
    public enum Vocabulary: Sendable, Hashable {
        /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: UIKit's solver, cut
        /// at the duration.
        case uiKit
        /// SwiftUI's `spring(response:dampingFraction:)`: the duration is the undamped period; it runs until it settles.
        case swiftUIResponse
    }

    /// Seconds: UIKit's animation duration, or SwiftUI's response (see `vocabulary`).
    public var duration: Double
    /// The damping ratio ζ: 1 settles without overshoot, less bounces.
    public var dampingRatio: Double
    /// The initial velocity in whole distances per second.
    public var initialVelocity: Double
    /// Whose parameters these are.
    public var vocabulary: Vocabulary

    /// A feel in the given vocabulary.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0, vocabulary: Vocabulary) {
        self.duration = duration; self.dampingRatio = dampingRatio; self.initialVelocity = initialVelocity
        self.vocabulary = vocabulary
    }

    /// A feel whose duration is SwiftUI's response (the spelling AnimaTransitions uses; UIComponent's defaults).
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.init(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
                  vocabulary: .swiftUIResponse)
    }

    /// UIKit's `usingSpringWithDamping` parameters.
    public static func uiKit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> SpringFeel {
        SpringFeel(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity, vocabulary: .uiKit)
    }

    /// SwiftUI's `spring(response:dampingFraction:)` parameters.
    public static func swiftUI(response: Double, dampingFraction: Double, initialVelocity: Double = 0) -> SpringFeel {
        SpringFeel(duration: response, dampingRatio: dampingFraction, initialVelocity: initialVelocity,
                   vocabulary: .swiftUIResponse)
    }

    /// The unit-mass spring these parameters mean in their vocabulary.
    public var spring: Spring {
        switch vocabulary {
        case .uiKit: Spring.uiKit(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        case .swiftUIResponse: Spring(response: duration, dampingFraction: dampingRatio, initialVelocity: initialVelocity)
        }
    }

    /// How long the animation runs: UIKit cuts the spring at its duration; SwiftUI's runs until it settles.
    public var activeDuration: Double {
        switch vocabulary {
        case .uiKit: duration
        case .swiftUIResponse: spring.settlingDuration
        }
    }
}
