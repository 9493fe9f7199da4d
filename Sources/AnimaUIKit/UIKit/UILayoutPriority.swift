#if !canImport(Darwin)
/// How strongly a layout constraint holds, with UIKit's values (1…1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The value.
    public var rawValue: Float
    /// Wraps a value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Wraps a value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = Self(1000)
    /// The priority a button resists compression with (750).
    public static let defaultHigh = Self(750)
    /// The priority a button hugs its content with (250).
    public static let defaultLow = Self(250)
    /// The priority a view fits its content size with (50).
    public static let fittingSizeLevel = Self(50)
    /// A scene-resizing drag's priority (510).
    public static let dragThatCanResizeScene = Self(510)
    /// The priority a scene keeps its size with (500).
    public static let sceneSizeStayPut = Self(500)
    /// A drag that cannot resize its scene (490).
    public static let dragThatCannotResizeScene = Self(490)

    /// Orders by value.
    public static func < (l: Self, r: Self) -> Bool { l.rawValue < r.rawValue }
    /// The priority `r` above `l`.
    public static func + (l: Self, r: Float) -> Self { Self(l.rawValue + r) }
    /// The priority `r` below `l`.
    public static func - (l: Self, r: Float) -> Self { Self(l.rawValue - r) }
}
#endif
