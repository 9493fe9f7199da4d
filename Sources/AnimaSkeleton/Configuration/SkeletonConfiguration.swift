import AnimaCore

/// Every value that shapes and animates bones, explicitly: the cascade global < container < element is this value
/// passed down and changed by each level's settings, never a shared mutable singleton.
///
/// Defaults and the libraries they come from: lines 15 pt high, 10 pt apart, last line 70 % wide
/// (SkeletonView); block radius 4 pt (react-loading-skeleton's 0.25 rem); line radius half the line height
/// (skeletonizer); colours in `SkeletonPalette`; style options in their own types.
public struct SkeletonConfiguration: Sendable, Hashable {
    /// The choreography.
    public var style: SkeletonStyle = .shimmer
    /// Which palette applies.
    public var appearance: SkeletonAppearance = .light
    /// Colours in light mode.
    public var lightPalette: SkeletonPalette = .light
    /// Colours in dark mode.
    public var darkPalette: SkeletonPalette = .dark
    /// Corner radius of block bones whose view has none of its own.
    public var cornerRadius = 4.0
    /// Height of a line bone.
    public var lineHeight = 15.0
    /// Gap between line bones.
    public var lineSpacing = 10.0
    /// Width of a label's last line as a fraction of the label's width (a one-line label's only line counts).
    public var lastLineFill = 0.7
    /// How far, ± as a fraction of the width, a seeded rule varies the last line (0: never).
    public var lastLineVariation = 0.0
    /// Corner radius of line bones; nil is half the line height (a capsule).
    public var lineCornerRadius: Double? = nil
    /// Whether images become circles instead of keeping their corner radius.
    public var imagesAsCircles = false
    /// Seed of the last-line variation; the same seed always gives the same widths.
    public var seed: UInt64 = 0
    /// Reading direction: mirrors natural alignment, shimmer direction, drop/stagger order and stretch anchors.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Whether the user asked for reduced motion.
    public var reduceMotion = false
    /// What replaces the style under reduced motion.
    public var reducedMotionStyle: ReducedMotionStyle = .fade
    /// Shimmer knobs.
    public var shimmer = ShimmerOptions()
    /// Pulse knobs.
    public var pulse = PulseOptions()
    /// Stagger knobs.
    public var stagger = StaggerOptions()
    /// Drop knobs.
    public var drop = DropOptions()
    /// Stretch knobs.
    public var stretch = StretchOptions()
    /// Element option: this bone's colour in every appearance, replacing the palette's base.
    public var elementColor: Color? = nil
    /// Element option: whether the bone animates at all (TABAnimated's `withoutAnimation`).
    public var isAnimated = true
    /// Element option: the drop step of the bone (TABAnimated's `dropIndex`); nil takes reading order.
    public var dropIndex: Int? = nil
    /// Element option: the first drop step of a label's lines, the next lines following (TABAnimated's `dropFromIndex`).
    public var dropFromIndex: Int? = nil
    /// Element option: the bone takes no part in the drop wave (TABAnimated's `removeOnDrop`).
    public var removeOnDrop = false
    /// Element option: how the bone stretches; nil stretches label lines short and nothing else.
    public var stretchMode: StretchMode? = nil

    /// Creates the default configuration.
    public init() {}

    /// The built-in global level of the cascade.
    public static let standard = SkeletonConfiguration()

    /// The palette of the current appearance, with the element colour as base when one is set.
    public var palette: SkeletonPalette {
        var palette = appearance == .dark ? darkPalette : lightPalette
        if let elementColor { palette.base = elementColor }
        return palette
    }

    /// The style that actually runs: the reduced-motion replacement when reduced motion is on.
    public var effectiveStyle: SkeletonStyle {
        guard reduceMotion else { return style }
        return reducedMotionStyle == .static ? .solid : .fade
    }

    /// The corner radius of a line bone of height `height`.
    public func lineRadius(height: Double) -> Double { lineCornerRadius ?? height / 2 }
}
