#if !canImport(Darwin)
import Foundation

/// What a transition animator is given: the container view, the two view controllers and their views.
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (identity headless: the screen never rotates).
    var targetTransform: CGAffineTransform { get }
    /// The view controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving (`.from`) or arriving (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Ends the transition; the animator calls it when its animations finish.
    func completeTransition(_ didComplete: Bool)
    /// Reports an interactive transition's progress.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Finishes an interactive transition.
    func finishInteractiveTransition()
    /// Cancels an interactive transition.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// The frame a view controller's view starts the transition with.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame a view controller's view ends the transition with.
    func finalFrame(for vc: UIViewController) -> CGRect
}
#endif
