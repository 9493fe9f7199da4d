/// How a layer's contents image is placed in its bounds: CALayer's `contentsGravity` values.
///
/// As in Core Animation, the vertical names follow the direction of the y axis (Apple's `contentsGravity`
/// documentation): layers here are y-down like iOS layers whose contents are not flipped, so `top` puts the image
/// against the bottom edge on screen and `bottom` against the top edge — the well-known iOS quirk, reproduced.
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds (the default).
    case resize
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    case resizeAspect
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (the excess is clipped by `masksToBounds`).
    case resizeAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, centred on the maximum-y edge (the bottom on screen).
    case top
    /// Natural size, centred on the minimum-y edge (the top on screen).
    case bottom
    /// Natural size, centred on the left edge.
    case left
    /// Natural size, centred on the right edge.
    case right
    /// Natural size, in the left maximum-y corner (bottom left on screen).
    case topLeft
    /// Natural size, in the right maximum-y corner (bottom right on screen).
    case topRight
    /// Natural size, in the left minimum-y corner (top left on screen).
    case bottomLeft
    /// Natural size, in the right minimum-y corner (top right on screen).
    case bottomRight

    /// Where an image of `size` points goes inside `bounds`.
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(bounds.minX + (bounds.width - w) / 2, bounds.minY + (bounds.height - h) / 2, w, h)
        default:
            let (fx, fy) = anchor
            return Rect(bounds.minX + (bounds.width - size.width) * fx, bounds.minY + (bounds.height - size.height) * fy,
                        size.width, size.height)
        }
    }

    /// For the natural-size gravities, the image's position as fractions of the free space (0 at minimum x / y,
    /// 1 at maximum): "top" is maximum y, as Core Animation names it.
    private var anchor: (Double, Double) {
        switch self {
        case .top: (0.5, 1)
        case .bottom: (0.5, 0)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 1)
        case .topRight: (1, 1)
        case .bottomLeft: (0, 0)
        case .bottomRight: (1, 0)
        default: (0.5, 0.5)
        }
    }
}
