#if !canImport(Darwin)
/// Names the view controllers of a transition context, with UIKit's constants.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller leaving.
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller arriving.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}
#endif
