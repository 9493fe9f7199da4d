#if !canImport(Darwin)
/// The status bar's look, with UIKit's raw values (kept only: there is no status bar headless).
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen from the interface style.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
#endif
