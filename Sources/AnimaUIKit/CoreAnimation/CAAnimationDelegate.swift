#if !canImport(Darwin)
/// Told when an animation starts and stops (`finished` is false when it was removed or replaced first).
///
/// Not main-actor isolated, as QuartzCore's is not (a main-actor type conforms with `@preconcurrency`, as on iOS).
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped; `flag` is false when it was removed before it finished.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
#endif
