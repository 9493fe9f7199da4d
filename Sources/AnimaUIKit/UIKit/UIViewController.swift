#if !canImport(Darwin)
import Foundation

/// A view controller: loads its view on first use and hears the appearance callbacks when it becomes a window's
/// root; presents and dismisses others through their transitioning delegate's animators. Containment and rotation
/// are not modelled.
@MainActor @preconcurrency
open class UIViewController {
    private var loadedView: UIView?

    /// Creates a view controller (no nib or storyboard headless).
    public init() {}

    /// How the view controller is shown when presented (`.automatic` by default).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Supplies custom presentation and dismissal animators.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The view controller this one presents.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presents this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// What a navigation bar shows for this view controller (titled with `title`).
    open private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
    /// The view controller's title; setting it retitles the navigation item too, as UIKit does.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// The status bar style the view controller asks for (kept only: there is no status bar headless).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the view controller hides the status bar (kept only).
    open var prefersStatusBarHidden: Bool { false }
    /// Asks UIKit to read the status bar preferences again (nothing to update headless).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The view a presentation put this view controller's view in, removed again on dismissal.
    var presentationContainer: UIView?

    /// The root view, created by `loadView()` and announced by `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; the default makes a plain view the size of the screen.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded; does nothing unless overridden.
    open func viewDidLoad() {}
    /// Called before the view appears; does nothing unless overridden.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared; does nothing unless overridden.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears; does nothing unless overridden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared; does nothing unless overridden.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Presentation: a container view over the presenter's window, the transitioning delegate's animator
    // animating in it on the virtual clock, and the completion once the animator completes the transition.

    /// Presents `viewControllerToPresent`, animated by its transitioning delegate's animator when it has one.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                        completion: (() -> Void)? = nil) {
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
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
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
