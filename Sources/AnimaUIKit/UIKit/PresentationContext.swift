#if !canImport(Darwin)
import Foundation

/// The transition context a presentation or dismissal hands its animator.
@MainActor
final class PresentationContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let from: UIViewController
    private let to: UIViewController
    private var completed = false
    /// Called once, with whether the transition completed.
    var onComplete: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, style: UIModalPresentationStyle,
         animated: Bool) {
        containerView = container
        self.from = from
        self.to = to
        presentationStyle = style
        isAnimated = animated
    }

    var isInteractive: Bool { false }
    private(set) var transitionWasCancelled = false
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    /// The views, except the presenter's in a style that keeps it on screen (UIKit then returns nil, so the
    /// animator leaves it alone).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let keepsPresenter = [.custom, .overFullScreen, .overCurrentContext, .popover].contains(presentationStyle)
        switch key {
        case .from: return keepsPresenter && from === to.presentingViewController ? nil : from.view
        case .to: return keepsPresenter && to === from.presentingViewController ? nil : to.view
        default: return nil
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        onComplete?(didComplete)
        onComplete = nil
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    /// The leaving view's frame as it is; zero for the arriving one (UIKit's answer when it does not know).
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? from.view.frame : .zero }

    /// The container's bounds for the arriving view; zero for the leaving one.
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
}
#endif
