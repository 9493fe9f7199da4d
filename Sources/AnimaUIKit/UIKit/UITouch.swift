#if !canImport(Darwin)
import Foundation

/// A finger on the screen. Headless no touch is ever delivered, so one only exists if code makes it; such a touch
/// is at the origin of every view and in no phase but `.began`.
@MainActor @preconcurrency
open class UITouch: Hashable {
    /// Creates a touch.
    public init() {}

    /// When the touch last changed (seconds).
    open var timestamp: TimeInterval = 0
    /// The touch's phase.
    open var phase = Phase.began
    /// How many times the finger tapped.
    open var tapCount = 0
    /// The view the touch began in.
    open weak var view: UIView?
    /// The window the touch began in.
    open weak var window: UIWindow?

    /// The finger's force (0: headless no finger presses).
    open var force: CGFloat { 0 }
    /// The largest force the screen reports (0 headless, where nothing is pressed).
    open var maximumPossibleForce: CGFloat { 0 }

    /// The touch's location in `view`'s coordinates (the origin: no touch made in code has a place on screen).
    open func location(in view: UIView?) -> CGPoint { .zero }

    /// The touch's previous location in `view`'s coordinates (the origin, as `location(in:)`).
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }

    /// Touches are equal only to themselves.
    nonisolated public static func == (l: UITouch, r: UITouch) -> Bool { l === r }
    /// Hashes the touch's identity.
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// A touch's phase, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and still.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }
}
#endif
