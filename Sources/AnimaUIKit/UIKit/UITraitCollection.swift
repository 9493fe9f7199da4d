#if !canImport(Darwin)
import Synchronization

/// The traits colours resolve against; only the interface style is modelled.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with `userInterfaceStyle`.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    private static let currentTraits = Mutex(UITraitCollection(userInterfaceStyle: .light))

    /// The traits dynamic colours resolve against (light unless set; a test sets dark to check dark colours).
    public static var current: UITraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified (resolves as light).
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}
#endif
