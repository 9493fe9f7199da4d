/// The choreography of the bones.
public enum SkeletonStyle: String, Sendable, Hashable, CaseIterable {
    /// Static bones (SkeletonView's solid skeleton, TABAnimated's OnlySkeleton).
    case solid
    /// Opacity breathing (TABAnimated's "bin", SkeletonView's pulse).
    case pulse
    /// A highlight band sweeping across the screen through every bone.
    case shimmer
    /// Each bone's colour goes light → dark → light, each bone a fixed delay after the previous (the seed scene).
    case stagger
    /// One bone after another darkens briefly, in reading order (TABAnimated's "drop").
    case drop
    /// Selected bones stretch their width long or short and back (TABAnimated's classic animation), label lines short
    /// unless told otherwise.
    case stretch
    /// A slow opacity fade (to 80 % and back over 4 s): what reduced motion runs in place of any moving style.
    case fade
}
