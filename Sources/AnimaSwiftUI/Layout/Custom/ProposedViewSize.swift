#if !canImport(Darwin)
/// A size proposed to a view by its layout; nil on an axis asks for the view's ideal size there.
public struct ProposedViewSize: Sendable, Hashable {
    /// The proposed width, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` × `height`.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// A proposal of `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal with nil dimensions replaced by `size`'s (SwiftUI's default: 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The layout engine's proposal.
    var proposal: Proposal { Proposal(width: width, height: height) }
}
#endif
