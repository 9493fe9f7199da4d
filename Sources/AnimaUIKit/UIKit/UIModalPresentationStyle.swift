#if !canImport(Darwin)
/// How a presented view controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice (a page sheet on iOS 13 and later).
    case automatic = -2
    /// No adaptation.
    case none = -1
    /// Covers the screen, removing the presenting view.
    case fullScreen = 0
    /// Partly covers the presenting view.
    case pageSheet
    /// Centred on the screen.
    case formSheet
    /// Covers the presenting view controller's view.
    case currentContext
    /// Laid out by a custom presentation controller and animator.
    case custom
    /// Covers the screen, keeping the presenting view.
    case overFullScreen
    /// Covers the presenting view controller's view, keeping it.
    case overCurrentContext
    /// A popover.
    case popover
}
#endif
