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

    /// Where the window sits among windows (kept only: headless windows are not composited together).
    open var windowLevel = Level.normal

    /// A window's level, with UIKit's values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The value.
        public var rawValue: CGFloat
        /// Wraps a value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Wraps a value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary windows (0).
        public static let normal = Level(0)
        /// The status bar's level (1000).
        public static let statusBar = Level(1000)
        /// Alerts' level (2000).
        public static let alert = Level(2000)
        /// Orders by value.
        public static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
        /// The level `r` above `l`.
        public static func + (l: Level, r: CGFloat) -> Level { Level(l.rawValue + r) }
        /// The level `r` below `l`.
        public static func - (l: Level, r: CGFloat) -> Level { Level(l.rawValue - r) }
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
