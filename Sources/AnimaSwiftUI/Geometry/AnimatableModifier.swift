#if !canImport(Darwin)
/// A modifier whose body is evaluated along its interpolated `animatableData` (deprecated on iOS in favour of
/// `Animatable & ViewModifier`, which behaves the same here).
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}
#endif
