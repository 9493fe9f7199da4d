#if !canImport(Darwin)
import Foundation

/// A control: a view with UIKit's control states (only `.normal` is ever shown headless; there are no touches).
@MainActor @preconcurrency
open class UIControl: UIView {
    /// The states a control's look is set for, with UIKit's bit values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Wraps bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application may use (UIKit: 0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits UIKit reserves (0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
#endif
