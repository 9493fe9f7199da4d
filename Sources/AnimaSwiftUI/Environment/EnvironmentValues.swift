#if !canImport(Darwin)
/// The values a view reads from its ancestors (SwiftUI's `EnvironmentValues`); built-in values are those of a
/// light-mode iPhone in portrait at scale 3.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// The defaults.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The number of values set.
    public var description: String { "EnvironmentValues(\(storage.count) set)" }

    /// Light or dark (light).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Whether the user asked for less motion (no).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Pixels per point (3).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The horizontal size class (compact, as an iPhone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class (regular, as an iPhone in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Whether controls are enabled (yes).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The app's phase (active).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// The layout direction (left to right).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// Dismisses the presented view (does nothing headless).
    public var dismiss: DismissAction { DismissAction() }
    /// The locale (the current one).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private enum HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private enum VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale.current } }

/// A size class.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// Compact.
    case compact
    /// Regular.
    case regular
}

/// An app's phase.
public enum ScenePhase: Sendable, Hashable, Comparable {
    /// In the background.
    case background
    /// Visible, not receiving events.
    case inactive
    /// In the foreground.
    case active
}

/// A layout direction.
public enum LayoutDirection: Sendable, Hashable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Dismisses a presentation (SwiftUI's `DismissAction`); nothing is presented headless, so it does nothing.
public struct DismissAction: Sendable {
    /// Dismisses.
    @MainActor public func callAsFunction() {}
}
#endif
