#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A spring for a property animator: a damping ratio fitted to the animator's duration, or an explicit spring whose
/// own settling duration replaces the animator's (§3.2 of the note).
@MainActor @preconcurrency
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The initial velocity in the normalised units (1 = the whole distance per second); `dx` drives scalars.
    public let initialVelocity: CGVector
    /// ζ.
    let dampingRatio: Double
    /// Explicit (m, k, c), when the spring ignores the animator's duration.
    let explicitSpring: Spring?
    /// Whether ζ > 1 is simulated as overdamped (the bounce mapping, as SwiftUI's `Spring`) or clamped to critical.
    let allowsOverdamping: Bool

    /// UIKit's default spring: m 3, k 1000, c 500 (ζ ≈ 4.56), its own duration.
    public convenience init() {
        self.init(spring: Spring(mass: 3, stiffness: 1000, damping: 500), velocity: .zero, overdamping: false)
    }

    /// A damping ratio fitted to the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A damping ratio fitted to the animator's duration, with an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio); initialVelocity = velocity; explicitSpring = nil; allowsOverdamping = false
    }

    /// An explicit spring; the animator's duration is replaced by its settling duration.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.init(spring: Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                 initialVelocity: Double(velocity.dx)), velocity: velocity, overdamping: false)
    }

    /// SwiftUI's mapping (iOS 17): ζ from bounce, k = (2π/duration)², c = 2ζ√k, m 1; its own duration.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        self.init(spring: Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx)),
                  velocity: velocity, overdamping: true)
    }

    private init(spring: Spring, velocity: CGVector, overdamping: Bool) {
        explicitSpring = spring; initialVelocity = velocity; dampingRatio = spring.dampingRatio
        allowsOverdamping = overdamping
    }

    /// Whether the animator's duration is replaced by the spring's own.
    var implicitDuration: Bool { explicitSpring != nil }

    /// The spring UIKit builds for an animator of `duration`.
    func spec(duration: Double) -> SpringSpec {
        if let s = explicitSpring {
            return SpringSpec(mass: s.mass, stiffness: s.stiffness, damping: s.damping, velocity: Double(initialVelocity.dx),
                              duration: s.settlingDuration, allowsOverdamping: allowsOverdamping)
        }
        let p = Spring.uiKitParameters(duration: duration, dampingRatio: dampingRatio, velocity: Double(initialVelocity.dx))
        return SpringSpec(mass: 1, stiffness: max(p.stiffness, 0.01), damping: p.damping,
                          velocity: Double(initialVelocity.dx), duration: duration, allowsOverdamping: false)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
#endif
