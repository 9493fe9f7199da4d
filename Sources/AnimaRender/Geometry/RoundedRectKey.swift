import AnimaCore

/// What a filled rounded rectangle's device outline is a function of: the rectangle, its corner radii and the
/// projection to the device. A layer that only fades or changes colour keeps its key from frame to frame, so its
/// outline is built once (`FrameScratch.roundedRects`).
struct RoundedRectKey: Hashable, Sendable {
    let rect: Rect
    /// Top-left, top-right, bottom-right, bottom-left.
    let radii: SIMD4<Double>
    let projection: Projection

    init(_ rect: Rect, radii: (Double, Double, Double, Double), _ projection: Projection) {
        self.rect = rect
        self.radii = SIMD4(radii.0, radii.1, radii.2, radii.3)
        self.projection = projection
    }
}
