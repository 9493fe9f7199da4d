#if !canImport(Darwin)
extension Shape {
    /// The shape scaled about `anchor` of its frame (its path is scaled; not animated here, as shapes are not).
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self) { rect in
            let ax = rect.minX + rect.width * anchor.x, ay = rect.minY + rect.height * anchor.y
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(scaleX: x, y: y))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
        }
    }
    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> { self.scale(x: scale, y: scale, anchor: anchor) }
    /// The shape turned by `angle` about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(shape: self) { rect in
            let ax = rect.minX + rect.width * anchor.x, ay = rect.minY + rect.height * anchor.y
            return CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(rotationAngle: angle.radians))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
        }
    }
    /// The shape in its frame inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> InsetShape<Self> { InsetShape(shape: self, amount: amount) }
}

/// A shape whose path is transformed within its frame (SwiftUI's `ScaledShape`, `RotatedShape`).
public struct TransformedShape<Content: Shape>: Shape {
    let shape: Content
    let transform: @Sendable (CGRect) -> CGAffineTransform
    /// The content's path, transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform(rect)) }
}

/// A shape drawn in its frame inset on every side.
public struct InsetShape<Content: Shape>: Shape {
    let shape: Content
    let amount: CGFloat
    /// The content's path in the inset frame.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }
}
#endif
