#if !canImport(Darwin)
import AnimaCore
import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds after `delay`, as UIKit does.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [],
                              animations: @escaping @MainActor @Sendable () -> Void,
                              completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        perform(duration: duration, delay: delay, options: options.rawValue, spring: nil, animations: animations,
                completion: completion)
    }

    /// Animates with the default options and no delay.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
                              completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with the default options, no delay and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation from UIKit's solver: mass 1, k and c so that the motion settles within `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [],
                              animations: @escaping @MainActor @Sendable () -> Void,
                              completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let p = Spring.uiKitParameters(duration: duration, dampingRatio: Double(dampingRatio), velocity: Double(velocity))
        let spec = SpringSpec(mass: 1, stiffness: p.stiffness, damping: p.damping, velocity: Double(velocity),
                              duration: duration, allowsOverdamping: false)
        // The spring variant forces the linear curve bits (§3.1).
        let raw = (options.rawValue & ~(UInt(7) << 16)) | (3 << 16)
        perform(duration: duration, delay: delay, options: raw, spring: spec, animations: animations, completion: completion)
    }

    /// A spring animation with SwiftUI's perceptual parameters (iOS 17): k = (2π/d)², c = 4πζ/d, overdamping allowed.
    ///
    /// The CASpringAnimation's duration is the spring's settling duration (an open question in the research note).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: UIView.AnimationOptions = [], animations: () -> Void,
                              completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let s = Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(initialSpringVelocity))
        let spec = SpringSpec(mass: 1, stiffness: s.stiffness, damping: s.damping, velocity: Double(initialSpringVelocity),
                              duration: s.settlingDuration, allowsOverdamping: true)
        let raw = (options.rawValue & ~(UInt(7) << 16)) | (3 << 16)
        perform(duration: duration, delay: delay, options: raw, spring: spec, animations: animations, completion: completion)
    }

    /// Keyframe animation: changes inside `addKeyframe` blocks become one CAKeyframeAnimation per property.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping @MainActor @Sendable () -> Void,
                                       completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let state = makeState(duration: duration, delay: delay, options: options.rawValue, spring: nil,
                                    completion: completion) else { return animations() }
        if !state.isDisabled { state.keyframes = KeyframeContext(options: options.rawValue) }
        state.run(animations)
    }

    /// One keyframe of the enclosing `animateKeyframes`: its changes reach their values over the given fractions.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping @MainActor @Sendable () -> Void) {
        guard let context = UIViewAnimationState.current?.keyframes else {
            AnimaDiagnostics.report(layer: "<keyframes>", "addKeyframe outside animateKeyframes; its changes apply without a keyframe")
            animations()
            return
        }
        if !frameStartTime.isFinite || !frameDuration.isFinite {
            AnimaDiagnostics.report(layer: "<keyframes>", "addKeyframe with a NaN or infinite time; used as given, as UIKit does")
        }
        context.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }

    /// Makes the changes without animating them, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let state = UIViewAnimationState(duration: 0, delay: 0, options: 0)
        state.isDisabled = true
        state.run(actionsWithoutAnimation)
    }

    /// Overrides the repeat count and autoreverse of the animations built inside `animations`.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let state = UIViewAnimationState.current else {
            AnimaDiagnostics.report(layer: "<animation>", "modifyAnimations outside an animation block; its changes apply without animation")
            animations()
            return
        }
        let saved = state.repeatOverride
        state.repeatOverride = (Float(count), autoreverses)
        animations()
        state.repeatOverride = saved
    }

    /// Whether UIView animations are enabled (always; `setAnimationsEnabled` is a no-op headless).
    public class var areAnimationsEnabled: Bool { true }

    /// Accepted and ignored (documented no-op).
    public class func setAnimationsEnabled(_ enabled: Bool) {}

    /// Applies `animations` at once and plays a transition from the view's old look to its new one:
    /// `transitionCrossDissolve` is a fade `CATransition` on the view's layer (the curve from `options`); flips and
    /// curls are not modelled, so they apply at once with a diagnostic.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (@MainActor @Sendable () -> Void)?,
                                 completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let kind = options.rawValue & (0xF << 20)
        guard kind == AnimationOptions.transitionCrossDissolve.rawValue, duration.isFinite, duration > 0 else {
            if kind != 0 {
                AnimaDiagnostics.report(layer: view.layer.displayName, "flip and curl transitions are not modelled; the changes apply at once")
            }
            UIView.performWithoutAnimation { animations?() }
            completion?(true)
            return
        }
        let fade = CATransition()
        fade.duration = duration
        fade.timingFunction = UIKitCurve.timingFunction(UIKitCurve.number(options.rawValue))
        fade.stopHandler = { finished in completion?(finished) }
        UIView.performWithoutAnimation { animations?() }
        view.layer.add(fade, forKey: "transition")
    }

    private class func perform(duration: TimeInterval, delay: TimeInterval, options: UInt, spring: SpringSpec?,
                               animations: () -> Void, completion: (@MainActor @Sendable (Bool) -> Void)?) {
        guard let state = makeState(duration: duration, delay: delay, options: options, spring: spring,
                                    completion: completion) else { return animations() }
        state.run(animations)
    }

    /// The block's state, or nil (with a diagnostic) when its numbers are unusable.
    private class func makeState(duration: TimeInterval, delay: TimeInterval, options: UInt, spring: SpringSpec?,
                                 completion: (@MainActor @Sendable (Bool) -> Void)?) -> UIViewAnimationState? {
        var duration = duration, delay = delay
        if duration.isNaN {
            AnimaDiagnostics.report(layer: "<animation>", "a NaN duration; the changes apply without animation")
            duration = 0
        } else if duration < 0 {
            AnimaDiagnostics.report(layer: "<animation>", "a negative duration (\(duration)); the changes apply without animation")
        }
        if !delay.isFinite || delay < 0 {
            AnimaDiagnostics.report(layer: "<animation>", "delay \(delay) is not a finite, non-negative number; using 0")
            delay = 0
        }
        let state = UIViewAnimationState(duration: duration, delay: delay, options: options, spring: spring,
                                         completion: completion)
        if state.duration <= 0 { state.isDisabled = true }
        return state
    }
}
#endif
