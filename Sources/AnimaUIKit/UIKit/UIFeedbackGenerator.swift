#if !canImport(Darwin)
/// Haptic feedback (UIKit's `UIFeedbackGenerator`): there is no motor headless, so feedback is accepted and not played.
@MainActor @preconcurrency
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Readies the motor (nothing to ready).
    open func prepare() {}
}

/// An impact (UIKit's `UIImpactFeedbackGenerator`).
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// An impact's weight.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) { super.init() }
    /// A medium impact generator.
    public override init() { super.init() }
    /// Plays an impact (not played headless).
    open func impactOccurred() {}
    /// Plays an impact of `intensity` (not played headless).
    open func impactOccurred(intensity: CGFloat) {}
}

/// A notification's feedback (UIKit's `UINotificationFeedbackGenerator`).
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the notification says.
    public enum FeedbackType: Int, Sendable {
        /// Success.
        case success
        /// Warning.
        case warning
        /// Error.
        case error
    }
    /// Plays the feedback of `notificationType` (not played headless).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A selection change's feedback (UIKit's `UISelectionFeedbackGenerator`).
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback (not played headless).
    open func selectionChanged() {}
}
#endif
