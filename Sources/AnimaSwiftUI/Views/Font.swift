#if !canImport(Darwin)
/// A font: a size and a weight (text is measured approximately; see docs/swiftui.md).
public struct Font: Hashable, Sendable {
    let size: CGFloat
    let weight: Weight

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let value: Double
        /// Regular.
        public static let regular = Weight(value: 0)
        /// Medium.
        public static let medium = Weight(value: 0.23)
        /// Semibold.
        public static let semibold = Weight(value: 0.3)
        /// Bold.
        public static let bold = Weight(value: 0.4)
        /// Heavy.
        public static let heavy = Weight(value: 0.56)
        /// Light.
        public static let light = Weight(value: -0.4)
        /// Ultra-light (UIKit's `UIFont.Weight.ultraLight`, −0.8).
        public static let ultraLight = Weight(value: -0.8)
        /// Thin.
        public static let thin = Weight(value: -0.6)
        /// Black.
        public static let black = Weight(value: 0.62)
    }

    /// A font design (ignored here).
    public enum Design: Hashable, Sendable {
        /// The system design.
        case `default`
        /// Serif.
        case serif
        /// Rounded.
        case rounded
        /// Monospaced.
        case monospaced
    }

    /// The system font at `size`.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }
    /// The same font, bold.
    public func bold() -> Font { Font(size: size, weight: .bold) }
    /// The same font with `weight`.
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }

    /// 34 pt.
    public static let largeTitle = Font(size: 34, weight: .regular)
    /// 28 pt.
    public static let title = Font(size: 28, weight: .regular)
    /// 22 pt.
    public static let title2 = Font(size: 22, weight: .regular)
    /// 20 pt.
    public static let title3 = Font(size: 20, weight: .regular)
    /// 17 pt semibold.
    public static let headline = Font(size: 17, weight: .semibold)
    /// 15 pt.
    public static let subheadline = Font(size: 15, weight: .regular)
    /// 17 pt.
    public static let body = Font(size: 17, weight: .regular)
    /// 16 pt.
    public static let callout = Font(size: 16, weight: .regular)
    /// 13 pt.
    public static let footnote = Font(size: 13, weight: .regular)
    /// 12 pt.
    public static let caption = Font(size: 12, weight: .regular)
    /// 11 pt.
    public static let caption2 = Font(size: 11, weight: .regular)
}
#endif
