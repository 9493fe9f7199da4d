#if !canImport(Darwin)
import Foundation

/// An input event. Headless UIKit delivers none: views' touch methods are only called by code that calls them.
@MainActor @preconcurrency
open class UIEvent {
    /// Creates an event.
    public init() {}

    /// The kind of event.
    open var type: EventType { .touches }
    /// When the event happened (seconds).
    open var timestamp: TimeInterval { 0 }
    /// The event's touches (none headless).
    open var allTouches: Set<UITouch>? { nil }

    /// The event's touches in `view` (none headless).
    open func touches(for view: UIView) -> Set<UITouch>? { nil }

    /// An event's kind, with UIKit's raw values.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion.
        case motion
        /// Remote-control commands.
        case remoteControl
        /// Physical button presses.
        case presses
        /// Trackpad or mouse scrolling.
        case scroll = 10
        /// Trackpad or mouse hovering.
        case hover
        /// A trackpad pinch, rotation or pan.
        case transform = 14
    }
}
#endif
