#if !canImport(Darwin)
import Foundation

/// A gesture recognizer's type and states, which code (and packages that describe UIKit values, such as
/// swift-custom-dump, once they see `import UIKit`) names; there are no touches headless, so none is recognised.
@MainActor @preconcurrency
open class UIGestureRecognizer {
    /// A recognizer's state, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not recognised yet.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed
    }

    /// Always `.possible` here.
    open var state: State { .possible }
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the recognizer is enabled.
    open var isEnabled = true

    /// Creates a recognizer.
    public init() {}

    /// Where the gesture is in `view`'s coordinates (the origin: no gesture is ever recognised headless).
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// The fingers in the gesture (none headless).
    open var numberOfTouches: Int { 0 }

    /// Where finger `touchIndex` is in `view`'s coordinates (the origin, as `location(in:)`).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
}
#endif
