/// A spring given the way UIKit and SwiftUI describe one: a perceptual duration, a damping ratio and an initial
/// velocity (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`).
///
/// Presets and transitions take their springs in these terms; `spring` maps them to Core Animation's
/// mass–stiffness–damping form, which the timeline evaluates.
public struct SpringFeel: Sendable, Hashable {
    /// Seconds: SwiftUI's response, the period of the undamped spring.
    public var duration: Double
    /// The damping ratio ζ: 1 settles without overshoot, less bounces.
    public var dampingRatio: Double
    /// The initial velocity in whole distances per second.
    public var initialVelocity: Double

    /// Creates the feel from its three parameters.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        self.duration = duration; self.dampingRatio = dampingRatio; self.initialVelocity = initialVelocity
    }

    /// The unit-mass spring with this response, damping ratio and velocity: k = (2π/duration)², c = 4π·ζ/duration.
    public var spring: Spring {
        Spring(response: duration, dampingFraction: dampingRatio, initialVelocity: initialVelocity)
    }
}
