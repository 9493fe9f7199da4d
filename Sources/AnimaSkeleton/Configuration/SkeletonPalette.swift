import AnimaCore

/// The colours of the bones in one appearance.
public struct SkeletonPalette: Sendable, Hashable {
    /// The bone colour.
    public var base: Color
    /// The shimmer band's colour.
    public var highlight: Color
    /// The darker colour of drop and stagger.
    public var deep: Color

    /// Creates a palette.
    public init(base: Color, highlight: Color, deep: Color) {
        self.base = base; self.highlight = highlight; self.deep = deep
    }

    /// Light mode: base #EBEBEB and highlight #F5F5F5 (react-loading-skeleton), deep #E1E1E1 (TABAnimated drop).
    public static let light = SkeletonPalette(base: Color(hex: "#EBEBEB") ?? .white,
                                              highlight: Color(hex: "#F5F5F5") ?? .white,
                                              deep: Color(hex: "#E1E1E1") ?? .white)
    /// Dark mode: base #3A3A3A and highlight #424242 (skeletonizer dark), deep #323232 (TABAnimated dark drop).
    public static let dark = SkeletonPalette(base: Color(hex: "#3A3A3A") ?? .black,
                                             highlight: Color(hex: "#424242") ?? .black,
                                             deep: Color(hex: "#323232") ?? .black)
}
