#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A basic animation driven by a damped spring (m, k, c, v) instead of a timing function.
open class CASpringAnimation: CABasicAnimation {
    /// The mass (default 1).
    open var mass: CGFloat = 1
    /// The spring constant (default 100).
    open var stiffness: CGFloat = 100
    /// The friction (default 10).
    open var damping: CGFloat = 10
    /// The initial velocity in distances per second.
    open var initialVelocity: CGFloat = 0
    /// Whether an overdamped spring (ζ > 1) is simulated as such; when false (the default) it moves as a critically
    /// damped spring with the same natural frequency.
    open var allowsOverdamping = false

    /// Creates a spring with QuartzCore's defaults.
    public required init() { super.init() }

    /// A spring with SwiftUI's perceptual parameters; overdamping is allowed, as QuartzCore does here.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let s = Spring(duration: perceptualDuration, bounce: Double(bounce))
        mass = 1; stiffness = CGFloat(s.stiffness); damping = CGFloat(s.damping)
        allowsOverdamping = true
    }

    /// 2π·√(m/k).
    open var perceptualDuration: CFTimeInterval { spring.perceptualDuration }
    /// 1 − ζ, or 1/ζ − 1 when overdamped.
    open var bounce: CGFloat { CGFloat(spring.bounce) }
    /// The time after which the spring is considered at rest.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// The spring as AnimaCore evaluates it, with the overdamping clamp applied.
    var spring: Spring {
        var s = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                       initialVelocity: Double(initialVelocity))
        if !allowsOverdamping, s.dampingRatio > 1 { s.damping = 2 * (s.stiffness * s.mass).squareRoot() }
        return s
    }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let o = other as? CASpringAnimation else { return }
        o.mass = mass; o.stiffness = stiffness; o.damping = damping; o.initialVelocity = initialVelocity
        o.allowsOverdamping = allowsOverdamping
    }

    override func coreAnimation(_ issues: inout [ConversionIssue]) -> Animation? {
        guard let key = propertyKey(&issues) else { return nil }
        let s = spring
        guard s.mass > 0, s.stiffness > 0, s.damping >= 0, s.mass.isFinite, s.stiffness.isFinite, s.damping.isFinite,
              s.initialVelocity.isFinite else {
            issues.append(ConversionIssue(keyPath: key.keyPath, problem: "the spring (m \(mass), k \(stiffness), c \(damping)) is invalid; it jumps to its end"))
            return makeCore(key, .spring(SpringAnimation(from: convert(fromValue, key, role: "fromValue", &issues),
                                                         to: convert(toValue, key, role: "toValue", &issues),
                                                         by: convert(byValue, key, role: "byValue", &issues), spring: s)), &issues)
        }
        let content = SpringAnimation(from: convert(fromValue, key, role: "fromValue", &issues),
                                      to: convert(toValue, key, role: "toValue", &issues),
                                      by: convert(byValue, key, role: "byValue", &issues), spring: s)
        var core = makeCore(key, .spring(content), &issues)
        core.timingFunction = nil  // a spring's progress is the spring's, whatever timing function is set
        return core
    }
}
#endif
