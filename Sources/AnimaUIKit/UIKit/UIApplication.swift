#if !canImport(Darwin)
import Foundation

/// The application: its windows and key window.
@MainActor @preconcurrency
open class UIApplication {
    /// The shared application.
    public static let shared = UIApplication()

    /// The windows made key, in order.
    open private(set) var windows: [UIWindow] = []

    /// The window made key last.
    open var keyWindow: UIWindow? { windows.last }

    /// The layout pass that ends a run-loop turn: every window lays out what is due.
    func layoutWindows() {
        for w in windows { w.layoutIfNeeded() }
    }

    /// Forgets every window (`AnimaClock.reset()`).
    func reset() { windows.removeAll() }

    /// Records `window` as the key window.
    func register(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        windows.append(window)
    }
}
#endif
