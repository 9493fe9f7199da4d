#if !canImport(Darwin)
/// A horizontal alignment guide.
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    /// The leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The centre.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// A vertical alignment guide.
public struct VerticalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    /// The top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// The centre.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1)
    /// The first text baseline (treated as the top here).
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// The last text baseline (treated as the bottom here).
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// A two-axis alignment.
public struct Alignment: Hashable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment
    /// An alignment from two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Insets on four edges.
public struct EdgeInsets: Hashable, Sendable {
    /// Top.
    public var top: CGFloat
    /// Leading.
    public var leading: CGFloat
    /// Bottom.
    public var bottom: CGFloat
    /// Trailing.
    public var trailing: CGFloat
    /// Insets on each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// Top.
    case top
    /// Leading.
    case leading
    /// Bottom.
    case bottom
    /// Trailing.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: Int8
        /// A set from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// One edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// Top.
        public static let top = Set(.top)
        /// Leading.
        public static let leading = Set(.leading)
        /// Bottom.
        public static let bottom = Set(.bottom)
        /// Trailing.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// All four.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// A horizontal or vertical axis.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// x.
    case horizontal
    /// y.
    case vertical
}
#endif
