#if !canImport(Darwin)
extension View {
    /// Draws the view through `transform`, about its top-left corner, without changing its layout.
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedView<Self> {
        node { _ in .projection { _ in transform } }
    }

    /// Draws the view through the affine `transform`, about its top-left corner, without changing its layout.
    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedView<Self> {
        projectionEffect(ProjectionTransform(transform))
    }
}
#endif
