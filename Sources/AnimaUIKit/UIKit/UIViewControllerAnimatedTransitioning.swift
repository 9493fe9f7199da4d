#if !canImport(Darwin)
import Foundation

/// An object that animates a view controller transition (UIKit's custom presentation animator).
@MainActor @preconcurrency
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The transition's length in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates the views in the context's container, then calls `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition finished (optional in UIKit; does nothing by default).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (UIKit's method is optional).
    public func animationEnded(_ transitionCompleted: Bool) {}
}
#endif
