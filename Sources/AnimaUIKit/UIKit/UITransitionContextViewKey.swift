#if !canImport(Darwin)
/// Names the views of a transition context, with UIKit's constants.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}
#endif
