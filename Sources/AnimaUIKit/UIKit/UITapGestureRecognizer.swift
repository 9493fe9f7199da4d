#if !canImport(Darwin)
import Foundation

/// A tap recognizer with UIKit's defaults (one tap, one finger); headless no tap is ever recognised.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// Fingers needed (1 by default).
    open var numberOfTouchesRequired = 1
}
#endif
