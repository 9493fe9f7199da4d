#if !canImport(Darwin)
import Foundation

/// A window: a root view that `UIApplication.shared` lists once it is made key.
@MainActor
open class UIWindow: UIView {
    /// A window the size of the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

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
