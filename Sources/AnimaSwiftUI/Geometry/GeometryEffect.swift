#if !canImport(Darwin)
/// A modifier that moves its content by a projection computed from the content's size (SwiftUI's `GeometryEffect`).
///
/// Like any `Animatable` modifier, its `effectValue(size:)` is evaluated along the interpolated `animatableData`
/// when that changes under an animation, and the motion it makes is recorded.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection applied to content of `size`, about its top-left corner.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content with `effectValue(size:)` applied for the size it is laid out at.
    public func body(content: Content) -> ModifiedView<Content> {
        content.node { _ in .projection { size in effectValue(size: size) } }
    }

    /// The same effect; here no effect changes layout anyway.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// A geometry effect that does not change layout (what `ignoredByLayout()` returns).
nonisolated public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The wrapped effect.
    public var base: Base
    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }
    /// The wrapped effect's data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    /// The wrapped effect's projection.
    @MainActor public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}
#endif
