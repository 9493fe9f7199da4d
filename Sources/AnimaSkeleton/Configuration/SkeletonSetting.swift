import AnimaCore

/// One change to a `SkeletonConfiguration`; a level of the cascade (the layout, a container, an element, an
/// adjustment) is a list of these, applied in order on top of the level above.
public enum SkeletonSetting: Sendable, Hashable {
    /// The choreography.
    case style(SkeletonStyle)
    /// Light or dark.
    case appearance(SkeletonAppearance)
    /// All colours of one appearance.
    case palette(SkeletonAppearance, SkeletonPalette)
    /// The bone colour of one appearance.
    case baseColor(SkeletonAppearance, Color)
    /// The shimmer colour of one appearance.
    case highlightColor(SkeletonAppearance, Color)
    /// The drop/stagger dark colour of one appearance.
    case deepColor(SkeletonAppearance, Color)
    /// The bone colour in every appearance (an element's own colour).
    case elementColor(Color)
    /// The radius of block bones without their own.
    case cornerRadius(Double)
    /// The height of line bones.
    case lineHeight(Double)
    /// The gap between line bones.
    case lineSpacing(Double)
    /// The last line's width fraction.
    case lastLineFill(Double)
    /// The seeded ± variation of the last line's width fraction.
    case lastLineVariation(Double)
    /// The radius of line bones.
    case lineCornerRadius(Double)
    /// Whether images become circles.
    case imagesAsCircles(Bool)
    /// The seed of the last-line variation.
    case seed(UInt64)
    /// The reading direction.
    case layoutDirection(LayoutDirection)
    /// Whether reduced motion is on.
    case reduceMotion(Bool)
    /// What replaces the style under reduced motion.
    case reducedMotionStyle(ReducedMotionStyle)
    /// The shimmer's travel direction.
    case shimmerDirection(ShimmerDirection)
    /// The shimmer band's width fraction.
    case shimmerHighlightWidth(Double)
    /// The shimmer's speed in points per second.
    case shimmerSpeed(Double)
    /// The rest between sweeps in seconds.
    case shimmerPause(Double)
    /// The shimmer band's tilt in degrees.
    case shimmerTilt(Double)
    /// Seconds of one pulse leg.
    case pulseDuration(Double)
    /// The pulse's faint opacity.
    case pulseMinimumOpacity(Double)
    /// Seconds of one stagger leg.
    case staggerDuration(Double)
    /// The delay between staggered bones.
    case staggerDelay(Double)
    /// Seconds per drop step.
    case dropStep(Double)
    /// The fraction of a drop step held dark.
    case dropStayRatio(Double)
    /// Idle steps at the end of a drop wave.
    case dropRestSteps(Int)
    /// Seconds of one stretch leg.
    case stretchDuration(Double)
    /// The long stretch factor.
    case stretchLongScale(Double)
    /// The short stretch factor.
    case stretchShortScale(Double)
    /// Whether the element animates.
    case animated(Bool)
    /// The element's drop step.
    case dropIndex(Int)
    /// The drop step of a label's first line.
    case dropFromIndex(Int)
    /// Whether the element sits out the drop wave.
    case removeOnDrop(Bool)
    /// How the element stretches.
    case stretchMode(StretchMode)
}

extension SkeletonConfiguration {
    /// This configuration with `settings` applied in order.
    public func applying(_ settings: [SkeletonSetting]) -> SkeletonConfiguration {
        var copy = self
        for setting in settings { copy.apply(setting) }
        return copy
    }

    /// Applies one setting.
    public mutating func apply(_ setting: SkeletonSetting) {
        switch setting {
        case .style(let v): style = v
        case .appearance(let v): appearance = v
        case .palette(let a, let p): if a == .dark { darkPalette = p } else { lightPalette = p }
        case .baseColor(let a, let c): if a == .dark { darkPalette.base = c } else { lightPalette.base = c }
        case .highlightColor(let a, let c): if a == .dark { darkPalette.highlight = c } else { lightPalette.highlight = c }
        case .deepColor(let a, let c): if a == .dark { darkPalette.deep = c } else { lightPalette.deep = c }
        case .elementColor(let c): elementColor = c
        case .cornerRadius(let v): cornerRadius = v
        case .lineHeight(let v): lineHeight = v
        case .lineSpacing(let v): lineSpacing = v
        case .lastLineFill(let v): lastLineFill = v
        case .lastLineVariation(let v): lastLineVariation = v
        case .lineCornerRadius(let v): lineCornerRadius = v
        case .imagesAsCircles(let v): imagesAsCircles = v
        case .seed(let v): seed = v
        case .layoutDirection(let v): layoutDirection = v
        case .reduceMotion(let v): reduceMotion = v
        case .reducedMotionStyle(let v): reducedMotionStyle = v
        default: applyStyleOption(setting)
        }
    }

    private mutating func applyStyleOption(_ setting: SkeletonSetting) {
        switch setting {
        case .shimmerDirection(let v): shimmer.direction = v
        case .shimmerHighlightWidth(let v): shimmer.highlightWidth = v
        case .shimmerSpeed(let v): shimmer.speed = v
        case .shimmerPause(let v): shimmer.pause = v
        case .shimmerTilt(let v): shimmer.tilt = v
        case .pulseDuration(let v): pulse.duration = v
        case .pulseMinimumOpacity(let v): pulse.minimumOpacity = v
        case .staggerDuration(let v): stagger.duration = v
        case .staggerDelay(let v): stagger.delay = v
        case .dropStep(let v): drop.step = v
        case .dropStayRatio(let v): drop.stayRatio = v
        case .dropRestSteps(let v): drop.restSteps = v
        case .stretchDuration(let v): stretch.duration = v
        case .stretchLongScale(let v): stretch.longScale = v
        case .stretchShortScale(let v): stretch.shortScale = v
        case .animated(let v): isAnimated = v
        case .dropIndex(let v): dropIndex = v
        case .dropFromIndex(let v): dropFromIndex = v
        case .removeOnDrop(let v): removeOnDrop = v
        case .stretchMode(let v): stretchMode = v
        default: break
        }
    }
}
