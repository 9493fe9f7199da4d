#if !canImport(Darwin)
import Foundation

/// A window: a root view that `UIApplication.shared` lists once it is made key.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// A window the size of the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// The root view controller: its view fills the window, and it hears will/did appear (and disappear when
    /// replaced).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded {
                old.viewWillDisappear(false)
                old.view.removeFromSuperview()
                old.viewDidDisappear(false)
            }
            guard let root = rootViewController else { return }
            let view: UIView = root.view
            view.frame = bounds
            root.viewWillAppear(false)
            addSubview(view)
            root.viewDidAppear(false)
        }
    }

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes this the key window and shows it.
    open func makeKeyAndVisible() {
        UIApplication.shared.register(self)
        isHidden = false
        layoutIfNeeded()
    }

    /// Makes this the key window.
    open func makeKey() { UIApplication.shared.register(self) }
}
#endif
