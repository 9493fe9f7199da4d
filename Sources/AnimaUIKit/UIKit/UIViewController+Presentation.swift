#if !canImport(Darwin)
import Foundation

/// Presentation as UIKit runs it: a container view over the presenter's window, the transitioning delegate's animator
/// animating in it on the virtual clock, and the completion once the animator completes the transition.
extension UIViewController {
    /// Presents `viewControllerToPresent`, animated by its transitioning delegate's animator when it has one.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                        completion: (@MainActor () -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil else {
            AnimaDiagnostics.report(layer: view.layer.displayName, "already presenting a view controller; ignored")
            return
        }
        let presented = viewControllerToPresent
        let host = view.window ?? view!
        let container = UIView(frame: host.bounds)
        host.addSubview(container)
        presentedViewController = presented
        presented.presentingViewController = self
        presented.presentationContainer = container
        let animator = flag ? presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: self, source: self) : nil
        let context = PresentationContext(container: container, from: self, to: presented,
                                          style: presented.modalPresentationStyle, animated: animator != nil)
        context.onComplete = { [weak self] didComplete in
            if !didComplete { self?.undoPresentation(of: presented) }
            animator?.animationEnded(didComplete)
            if didComplete { completion?() }
        }
        guard let animator else {
            reportUnmodelledAnimation(flag)
            presented.view.frame = container.bounds
            container.addSubview(presented.view)
            context.completeTransition(true)
            return
        }
        animator.animateTransition(using: context)
    }

    /// Dismisses the view controller this one presents (or, if it presents none, this one), animated by the
    /// presented view controller's transitioning delegate's animator when it has one.
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              let presenter = presented.presentingViewController else { completion?(); return }
        let container = presented.presentationContainer ?? presented.view.superview ?? presenter.view!
        let animator = flag ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let context = PresentationContext(container: container, from: presented, to: presenter,
                                          style: presented.modalPresentationStyle, animated: animator != nil)
        context.onComplete = { didComplete in
            if didComplete { presenter.undoPresentation(of: presented) }
            animator?.animationEnded(didComplete)
            if didComplete { completion?() }
        }
        guard let animator else {
            reportUnmodelledAnimation(flag)
            context.completeTransition(true)
            return
        }
        animator.animateTransition(using: context)
    }

    /// Takes `presented` off the screen and forgets the presentation; a presenter's view that a dismissal animator
    /// put in the container goes back where the container was, as UIKit puts it back in its window.
    private func undoPresentation(of presented: UIViewController) {
        presented.view.removeFromSuperview()
        if let container = presented.presentationContainer, let host = container.superview,
           view.superview === container, let index = host.subviews.firstIndex(where: { $0 === container }) {
            host.insertSubview(view, at: index)
        }
        presented.presentationContainer?.removeFromSuperview()
        presented.presentationContainer = nil
        presented.presentingViewController = nil
        presentedViewController = nil
    }

    /// UIKit's own slide-up animation is not modelled: without a custom animator the change is immediate.
    private func reportUnmodelledAnimation(_ animated: Bool) {
        guard animated else { return }
        AnimaDiagnostics.report(layer: view.layer.displayName,
                                "UIKit's default presentation animation is not modelled; the change is immediate")
    }
}
#endif
