#if !canImport(Darwin)
/// The kinds of `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = Self(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = Self(rawValue: "moveIn")
    /// The new content pushes the old out as it slides in.
    public static let push = Self(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = Self(rawValue: "reveal")
}

/// The directions of motion transitions.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content enters from the right.
    public static let fromRight = Self(rawValue: "fromRight")
    /// The new content enters from the left.
    public static let fromLeft = Self(rawValue: "fromLeft")
    /// The new content enters from the top.
    public static let fromTop = Self(rawValue: "fromTop")
    /// The new content enters from the bottom.
    public static let fromBottom = Self(rawValue: "fromBottom")
}
#endif
