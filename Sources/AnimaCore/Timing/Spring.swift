/// A damped harmonic oscillator with Core Animation's parameters, moving a unit step from 0 to 1.
public struct Spring: Sendable, Hashable {
    /// The mass of the object attached to the spring (default 1).
    public var mass: Double
    /// The spring constant (default 100).
    public var stiffness: Double
    /// The friction coefficient (default 10).
    public var damping: Double
    /// The initial velocity in units of the whole distance per second; positive is towards the target.
    public var initialVelocity: Double

    /// Creates a spring with Core Animation's parameters and defaults.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    /// The fraction of the way to the target after `t` seconds (TODO: closed form).
    public func value(at t: Double) -> Double { t }

    /// The time after which the motion is considered at rest (TODO).
    public var settlingDuration: Double { 1 }
}
