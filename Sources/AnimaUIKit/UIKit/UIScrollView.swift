#if !canImport(Darwin)
import Foundation

/// A scroll view: a plain view here (nothing scrolls headless), with the inset behaviour UIKit code names.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// How safe-area insets adjust the content insets, with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's default.
        case automatic
        /// Only along scrollable axes.
        case scrollableAxes
        /// Never.
        case never
        /// Always.
        case always
    }

    /// The inset behaviour (stored; nothing scrolls).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
}
#endif
