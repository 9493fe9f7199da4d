/// The opt-ins that UIComponent's animators offer against their default gating.
public struct TransitionOptions: Sendable, Hashable {
    /// Animate a first load too (UIComponent's `showInitialInsertionAnimation`); off by default.
    public var animatesFirstLoad: Bool
    /// Animate items that are off screen both before and after (UIComponent's `animateOutOfBoundsItems`); off by default.
    public var animatesOutOfBoundsItems: Bool

    /// Creates options; the defaults are UIComponent's.
    public init(animatesFirstLoad: Bool = false, animatesOutOfBoundsItems: Bool = false) {
        self.animatesFirstLoad = animatesFirstLoad; self.animatesOutOfBoundsItems = animatesOutOfBoundsItems
    }
}
