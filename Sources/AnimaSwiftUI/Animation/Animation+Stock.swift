#if !canImport(Darwin)
extension Animation {
    /// SwiftUI's default timing curves last 0.35 s (§5.1).
    static let defaultCurveDuration: TimeInterval = 0.35

    /// The iOS 17 default: `.spring` (duration 0.5, bounce 0).
    public static let `default` = Animation.spring

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }
    /// Constant speed over `duration`.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// Slow start over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }
    /// Slow start over `duration`.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Slow end over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }
    /// Slow end over `duration`.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Slow start and end over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }
    /// Slow start and end over `duration`.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// A cubic Bézier with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
                    duration: duration)
    }

    /// A unit curve over `duration`.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(curve: curve, duration: duration))
    }

    /// The fluid spring with duration 0.5 and no bounce.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0, blendDuration: 0) }

    /// A fluid spring with a perceptual duration and a bounce.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                              blendDuration: Double = 0) -> Animation {
        // ζ straight from the bounce, as SwiftUI maps it (not through k and c, which would round).
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Animation(FluidSpringAnimation(response: duration, dampingFraction: ratio, blendDuration: blendDuration))
    }

    /// A fluid spring with a response and damping fraction (the older form).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction,
                                       blendDuration: blendDuration))
    }

    /// A fluid spring with the given spring's response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(FluidSpringAnimation(response: spring.response, dampingFraction: spring.dampingRatio,
                                       blendDuration: blendDuration))
    }

    /// The interactive spring: response 0.15, damping 0.86, blend 0.25.
    public static var interactiveSpring: Animation { interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25) }

    /// An interactive spring from response and damping fraction.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// An interactive spring: bounce 0.15 plus `extraBounce`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A smooth spring (no bounce).
    public static var smooth: Animation { smooth() }
    /// A smooth spring, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring (bounce 0.15).
    public static var snappy: Animation { snappy() }
    /// A snappy spring, plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring (bounce 0.3).
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring, plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The interpolating spring with duration 0.5 and no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

    /// A closed-form spring from physical parameters; `initialVelocity` in whole distances per second.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        Animation(InterpolatingSpringAnimation(mass: mass, stiffness: stiffness, damping: damping,
                                               initialVelocity: initialVelocity))
    }

    /// A closed-form spring with a perceptual duration and a bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// A closed-form spring with the given spring's parameters.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                            initialVelocity: initialVelocity)
    }

    /// Starts after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(DelayAnimation(base: self, delay: delay)) }

    /// Plays `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { Animation(SpeedAnimation(base: self, speed: speed)) }

    /// Plays `repeatCount` legs, reversing every other one when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// Repeats for ever, reversing every other leg when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion after `duration` seconds.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}
#endif
