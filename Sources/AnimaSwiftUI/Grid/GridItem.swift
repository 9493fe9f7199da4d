#if !canImport(Darwin)
/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How big a track is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The size.
    public var size: Size
    /// The space after this track (nil: the default 8 points).
    public var spacing: CGFloat?
    /// How views sit in their cells.
    public var alignment: Alignment?

    /// A track of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// Views a lazy stack or grid pins while scrolling (none are pinned headless).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A set from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
#endif
