#if !canImport(Darwin)
/// A projection effect written on a render item as the offset, rotation and scale Core Animation composes.
enum ProjectionPlacement {
    /// Applies `m`, taken about the item's top-left corner as SwiftUI takes it, after the item's own effects.
    ///
    /// A projective `m` is drawn as its affine approximation at the item's centre. The layer maps p to
    /// A + o + R·S·(p − A) about its anchor A; with the affine L·p + t, o = t + L·A − A puts the anchor exactly where
    /// L puts it, and R·S is L without its skew (a skew is not drawn). Exact when the item has no effects of its own;
    /// otherwise the parts add up as stacked effects do here.
    static func apply(_ m: ProjectionTransform, to item: inout RenderItem, scopes: [AnimationScope]) {
        let l = m.affine(at: CGPoint(x: item.frame.width / 2, y: item.frame.height / 2))
        let (angle, sx, sy) = rotationAndScale(l)
        let ax = item.frame.width * item.anchor.x, ay = item.frame.height * item.anchor.y
        item.offset.width += l.tx + l.a * ax + l.c * ay - ax
        item.offset.height += l.ty + l.b * ax + l.d * ay - ay
        item.rotation += angle
        item.scale.width *= sx
        item.scale.height *= sy
        for property in [AnimatedProperty.offsetX, .offsetY, .rotation, .scaleX, .scaleY] { item.scopes[property] = scopes }
    }

    /// The rotation and scales of `t`'s linear part written as R(angle)·S(sx, sy) (x' = a·x + c·y, y' = b·x + d·y).
    ///
    /// A mirror (negative determinant) is drawn unmirrored, flipped back along the axis it reverses: Core Animation
    /// reads a mirrored layer transform as negative scales and a half turn about x, which the parts animated here
    /// cannot match, so motion into a mirror would be drawn wrong. A card turned past 90° about y shows its width
    /// |cos(angle)|, unmirrored.
    static func rotationAndScale(_ t: CGAffineTransform) -> (angle: Double, sx: Double, sy: Double) {
        var (a, b, c, d) = (t.a, t.b, t.c, t.d)
        if a * d - b * c < 0 {
            if a < d { (a, b) = (-a, -b) } else { (c, d) = (-c, -d) }
        }
        let sx = (a * a + b * b).squareRoot()
        guard sx > 0 else {
            // The x axis collapses: all the rotation is read from the y column.
            return (atan2(-c, d), 0, (c * c + d * d).squareRoot())
        }
        return (atan2(b, a), sx, (a * d - b * c) / sx)
    }
}
#endif
