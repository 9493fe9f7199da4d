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
}
#endif
