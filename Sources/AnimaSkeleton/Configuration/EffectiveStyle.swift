/// The choreography that runs once reduced motion has been taken into account.
public enum EffectiveStyle: String, Sendable, Hashable, CaseIterable {
    /// Static.
    case solid
    /// Opacity breathing.
    case pulse
    /// Sweeping band.
    case shimmer
    /// Delayed colour waves.
    case stagger
    /// Sequential darkening.
    case drop
    /// Width stretching.
    case stretch
    /// The reduced-motion slow fade.
    case fade

    /// The effective style of a configured style.
    public init(_ style: SkeletonStyle) {
        switch style {
        case .solid: self = .solid
        case .pulse: self = .pulse
        case .shimmer: self = .shimmer
        case .stagger: self = .stagger
        case .drop: self = .drop
        case .stretch: self = .stretch
        }
    }
}
