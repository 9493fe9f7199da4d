/// What replaces the style when the user asks for reduced motion. No anchor library except react-loading-skeleton
/// honours the setting; none offers a choice.
public enum ReducedMotionStyle: String, Sendable, Hashable, CaseIterable {
    /// Static bones.
    case `static`
    /// A slow opacity fade (1 → 0.8 over 2 s each way): shows that something is happening without movement.
    case fade
}
