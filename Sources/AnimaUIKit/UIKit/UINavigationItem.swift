#if !canImport(Darwin)
import Foundation

/// What a navigation bar shows for a view controller (kept only: there is no navigation bar headless).
@MainActor @preconcurrency
open class UINavigationItem {
    /// Creates an item with `title`.
    public init(title: String) { self.title = title }

    /// The title.
    open var title: String?
    /// A line above the title.
    open var prompt: String?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// When the bar shows a large title (`.automatic` by default).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// When a navigation bar shows a large title, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
        /// Inline, like a document's title.
        case inline
    }
}
#endif
