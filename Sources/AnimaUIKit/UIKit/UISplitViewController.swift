#if !canImport(Darwin)
import Foundation

/// A split view controller's type and its layout enums, which code (and packages that describe UIKit values, such as
/// swift-custom-dump, once they see `import UIKit`) names; headless it shows its view like any view controller.
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// How the columns are displayed.
    public enum DisplayMode: Int, Sendable {
        /// UIKit chooses.
        case automatic
        /// Only the secondary column.
        case secondaryOnly
        /// One column beside the secondary one.
        case oneBesideSecondary
        /// One column over the secondary one.
        case oneOverSecondary
        /// Two columns beside the secondary one.
        case twoBesideSecondary
        /// Two columns over the secondary one.
        case twoOverSecondary
        /// Two columns displacing the secondary one.
        case twoDisplaceSecondary
    }

    /// When the display-mode button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// UIKit chooses.
        case automatic
        /// Never.
        case never
        /// Always.
        case always
    }

    /// How columns share the width.
    public enum SplitBehavior: Int, Sendable {
        /// UIKit chooses.
        case automatic
        /// Side by side.
        case tile
        /// Over the secondary column.
        case overlay
        /// Pushing the secondary column aside.
        case displace
    }

    /// A column.
    public enum Column: Int, Sendable {
        /// The primary column.
        case primary
        /// The supplementary column.
        case supplementary
        /// The secondary column.
        case secondary
        /// The compact-width column.
        case compact
        /// The inspector column.
        case inspector
    }

    /// How many columns the controller has.
    public enum Style: Int, Sendable {
        /// Not specified.
        case unspecified
        /// Two columns.
        case doubleColumn
        /// Three columns.
        case tripleColumn
    }

    /// The edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
    }

    /// A column's background.
    public enum BackgroundStyle: Int, Sendable {
        /// None.
        case none
        /// A sidebar.
        case sidebar
    }

    /// Whether the controller is expanded or collapsed.
    public enum LayoutEnvironment: Int, Sendable {
        /// Neither.
        case none
        /// Expanded.
        case expanded
        /// Collapsed.
        case collapsed
    }
}
#endif
