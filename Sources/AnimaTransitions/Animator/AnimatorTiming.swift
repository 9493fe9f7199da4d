import AnimaCore

/// How an animator's animations run: a timing curve over a duration, or a spring (UIComponent's `Timing`).
public enum AnimatorTiming: Sendable, Hashable {
    /// A cubic timing curve over `duration` seconds.
    case curve(TimingFunction, duration: Double)
    /// A spring with UIKit's parameters (duration as SwiftUI's response, damping ratio, initial velocity); it runs
    /// until it settles.
    case spring(SpringFeel)

    /// UIComponent's default for inserts, updates and deletes: a 0.5 s spring with damping ratio 0.9.
    public static let `default` = AnimatorTiming.spring(duration: 0.5, dampingRatio: 0.9, initialVelocity: 0)

    /// A spring of `duration` seconds (SwiftUI's response) with the damping ratio and initial velocity.
    public static func spring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> AnimatorTiming {
        .spring(SpringFeel(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity))
    }

    /// Linear over `duration`.
    public static func linear(_ duration: Double) -> AnimatorTiming { .curve(.linear, duration: duration) }
    /// Ease-in over `duration`.
    public static func easeIn(_ duration: Double) -> AnimatorTiming { .curve(.easeIn, duration: duration) }
    /// Ease-out over `duration`.
    public static func easeOut(_ duration: Double) -> AnimatorTiming { .curve(.easeOut, duration: duration) }
    /// Ease-in-ease-out over `duration` (UIView.animate's default curve).
    public static func easeInOut(_ duration: Double) -> AnimatorTiming { .curve(.easeInEaseOut, duration: duration) }

    /// The spring behind `.spring`, via SwiftUI's (response, damping fraction) parameters; nil for a curve.
    public var spring: Spring? {
        guard case .spring(let feel) = self else { return nil }
        return feel.spring
    }

    /// An animation of `key` with this timing, from `from` to `to` (nil: the layer's model value).
    public func animation(_ key: PropertyKey, from: Value?, to: Value? = nil) -> Animation {
        switch self {
        case .curve(let function, let duration):
            Animation.basic(key, from: from, to: to, duration: duration, timingFunction: function)
        case .spring:
            Animation.spring(key, from: from, to: to, spring: spring ?? Spring())
        }
    }
}
