#if !canImport(Darwin)
/// An object in the responder chain (UIKit's `UIResponder`); headless there are no events, so it only lets app
/// delegates declare themselves as on iOS.
@MainActor @preconcurrency
open class UIResponder {
    /// A responder.
    public init() {}
}

/// An app's delegate (UIKit's `UIApplicationDelegate`): every method is optional, and none is called headless.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// The window, for apps without scenes.
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    /// No window.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// The entry point `@main` gives an app delegate, as UIKit's does; headless there is no application or event loop
    /// to run (a test makes the delegate and calls its methods itself), so it returns at once.
    public static func main() {}
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// A scene (UIKit's `UIScene`); there are none headless.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// How a scene connects.
    public final class ConnectionOptions {}
}

/// A window scene (UIKit's `UIWindowScene`).
@MainActor @preconcurrency
open class UIWindowScene: UIScene {}

/// A scene's session (UIKit's `UISceneSession`), equal only to itself as an `NSObject` is (apps keep them in sets).
@MainActor @preconcurrency
open class UISceneSession: Hashable {
    /// The session's role.
    public let role: UISceneSession.Role
    init(role: UISceneSession.Role) { self.role = role }
    public nonisolated static func == (l: UISceneSession, r: UISceneSession) -> Bool { l === r }
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    /// A scene session's role.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role.
        public let rawValue: String
        /// A role.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app window.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// A scene's configuration (UIKit's `UISceneConfiguration`).
@MainActor @preconcurrency
open class UISceneConfiguration {
    /// The configuration's name.
    public let name: String?
    /// The session role.
    public let role: UISceneSession.Role
    /// A configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) { self.name = name; role = sessionRole }
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`).
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: AnyObject {
    /// The scene's window.
    var window: UIWindow? { get set }
}
#endif
