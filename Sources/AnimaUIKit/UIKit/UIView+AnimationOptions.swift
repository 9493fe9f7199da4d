#if !canImport(Darwin)
extension UIView {
    /// Options of the `animate` family, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Wraps bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time (a no-op headless).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets animating views receive touches (a no-op headless).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts non-additive animations from the on-screen value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays forward then back (with `repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block keeps its own duration.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block keeps its own curve.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content while animating (a no-op headless).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides instead of removing views in transitions (a no-op headless).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block keeps its own options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// easeInEaseOut (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// easeIn.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// easeOut.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Transitions (accepted; no-ops headless).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// See `transitionFlipFromLeft`.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// See `transitionFlipFromLeft`.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// See `transitionFlipFromLeft`.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// See `transitionFlipFromLeft`.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// See `transitionFlipFromLeft`.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// See `transitionFlipFromLeft`.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Options of `animateKeyframes`, with UIKit's raw values (the curve bits of `AnimationOptions` also work).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt
        /// Wraps bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// See `AnimationOptions.layoutSubviews`.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// See `AnimationOptions.allowUserInteraction`.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// See `AnimationOptions.beginFromCurrentState`.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// See `AnimationOptions.repeat`.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// See `AnimationOptions.autoreverse`.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// See `AnimationOptions.overrideInheritedDuration`.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// See `AnimationOptions.overrideInheritedOptions`.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Linear segments (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Steps.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Catmull-Rom spline.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Spline at constant speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// UIKit's animation curves.
    public enum AnimationCurve: Int, Sendable {
        /// easeInEaseOut.
        case easeInOut = 0
        /// easeIn.
        case easeIn = 1
        /// easeOut.
        case easeOut = 2
        /// linear.
        case linear = 3
    }
}
#endif
