#if !canImport(Darwin)
import Foundation

/// UIKit's numbered animation curves (option bits 16–18 and `UIView.AnimationCurve`), §1.2 and §4.1 of the note.
enum UIKitCurve {
    /// The curve number in `options`.
    static func number(_ rawOptions: UInt) -> Int { Int((rawOptions >> 16) & 7) }

    /// The timing function of curve `n`: 0 easeInEaseOut, 1 easeIn, 2 easeOut, 3 linear, 4 (0.66, 0, 0.33, 1),
    /// 5 `default`; 7 is the keyboard spring, whose curve is linear. Others (6) fall back to easeInEaseOut.
    static func timingFunction(_ n: Int) -> CAMediaTimingFunction {
        switch n {
        case 1: CAMediaTimingFunction(name: .easeIn)
        case 2: CAMediaTimingFunction(name: .easeOut)
        case 3, 7: CAMediaTimingFunction(name: .linear)
        case 4: CAMediaTimingFunction(controlPoints: 0.66, 0, 0.33, 1)
        case 5: CAMediaTimingFunction(name: .default)
        default: CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }

    /// The private keyboard spring (curve 7): m 3, k 1000, c 500, cut off at 0.5 s, whatever the duration.
    static let keyboardSpring = SpringSpec(mass: 3, stiffness: 1000, damping: 500, velocity: 0, duration: 0.5,
                                           allowsOverdamping: false)
}

/// The spring a UIKit animation block builds its CASpringAnimations with.
struct SpringSpec {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var velocity: Double
    /// The CASpringAnimation's duration (where the spring is cut off).
    var duration: Double
    var allowsOverdamping: Bool
}
#endif
