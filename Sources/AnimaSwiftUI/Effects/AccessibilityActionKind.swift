#if !canImport(Darwin)
/// The kind of an accessibility action (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    /// The element's default action (a double tap in VoiceOver).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismisses (the two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (the two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deletes.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Shows a menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    /// A kind named `name` (Apple's initialiser for custom kinds).
    public init(named name: Text) { self.name = name.content }
    init(name: String) { self.name = name }
}

extension View {
    /// Adds an action assistive technologies perform; none runs headless, so `handler` is never called (tests call
    /// it themselves, as for buttons).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> Self { self }
    /// Adds a named action assistive technologies perform; none runs headless.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self { self }
}
#endif
