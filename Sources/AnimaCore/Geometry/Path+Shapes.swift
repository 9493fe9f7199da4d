extension Path {
    /// The control-arm length of a quarter-circle cubic, as a fraction of the radius: 4/3·(√2 − 1).
    public static let circleKappa = 0.5522847498

    /// Creates a closed rectangle from the top-left corner, clockwise on screen, as CGPath's `addRect`.
    public init(rect: Rect) {
        let r = Path.standardized(rect)
        self.init(elements: [
            .move(to: Point(r.minX, r.minY)),
            .line(to: Point(r.maxX, r.minY)),
            .line(to: Point(r.maxX, r.maxY)),
            .line(to: Point(r.minX, r.maxY)),
            .close,
        ])
    }

    /// Creates a closed rounded rectangle, radii clamped to half the shorter side as Core Animation does.
    ///
    /// The structure is always move, then line + cubic for each side and corner (top edge first,
    /// clockwise on screen), then close — even for zero radii (a degenerate cubic) or radii that
    /// use up a whole side (a zero-length line) — so that two rounded rectangles always have the
    /// same element kinds and `interpolated(to:_:)` can animate one into the other.
    public init(roundedRect rect: Rect, cornerRadii: CornerRadii) {
        let r = Path.standardized(rect)
        let limit = Swift.min(r.width, r.height) / 2
        // NaN and negative radii mean square corners; nothing may exceed half the shorter side.
        func clamp(_ radius: Double) -> Double {
            radius > 0 ? Swift.min(radius, limit) : 0
        }
        let tl = clamp(cornerRadii.topLeft), tr = clamp(cornerRadii.topRight)
        let br = clamp(cornerRadii.bottomRight), bl = clamp(cornerRadii.bottomLeft)
        let k = 1 - Path.circleKappa
        self.init(elements: [
            .move(to: Point(r.minX + tl, r.minY)),
            .line(to: Point(r.maxX - tr, r.minY)),
            .cubic(
                to: Point(r.maxX, r.minY + tr),
                control1: Point(r.maxX - tr * k, r.minY), control2: Point(r.maxX, r.minY + tr * k)),
            .line(to: Point(r.maxX, r.maxY - br)),
            .cubic(
                to: Point(r.maxX - br, r.maxY),
                control1: Point(r.maxX, r.maxY - br * k), control2: Point(r.maxX - br * k, r.maxY)),
            .line(to: Point(r.minX + bl, r.maxY)),
            .cubic(
                to: Point(r.minX, r.maxY - bl),
                control1: Point(r.minX + bl * k, r.maxY), control2: Point(r.minX, r.maxY - bl * k)),
            .line(to: Point(r.minX, r.minY + tl)),
            .cubic(
                to: Point(r.minX + tl, r.minY),
                control1: Point(r.minX, r.minY + tl * k), control2: Point(r.minX + tl * k, r.minY)),
            .close,
        ])
    }

    /// Creates a closed rounded rectangle with the same radius at every corner.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(roundedRect: rect, cornerRadii: CornerRadii(cornerRadius))
    }

    /// Creates a closed ellipse inscribed in `rect` from four cubics, as CGPath's `addEllipse(in:)`.
    ///
    /// It starts at (maxX, midY) and runs clockwise on screen (y down).
    public init(ellipseIn rect: Rect) {
        let r = Path.standardized(rect)
        let rx = r.width / 2, ry = r.height / 2
        let ox = rx * Path.circleKappa, oy = ry * Path.circleKappa
        let cx = r.midX, cy = r.midY
        self.init(elements: [
            .move(to: Point(r.maxX, cy)),
            .cubic(to: Point(cx, r.maxY), control1: Point(r.maxX, cy + oy), control2: Point(cx + ox, r.maxY)),
            .cubic(to: Point(r.minX, cy), control1: Point(cx - ox, r.maxY), control2: Point(r.minX, cy + oy)),
            .cubic(to: Point(cx, r.minY), control1: Point(r.minX, cy - oy), control2: Point(cx - ox, r.minY)),
            .cubic(to: Point(r.maxX, cy), control1: Point(cx + ox, r.minY), control2: Point(r.maxX, cy - oy)),
            .close,
        ])
    }

    /// The rectangle with non-negative width and height covering the same area, as CGRect.standardized.
    static func standardized(_ r: Rect) -> Rect {
        let x = r.width < 0 ? r.minX + r.width : r.minX
        let y = r.height < 0 ? r.minY + r.height : r.minY
        return Rect(x, y, Swift.abs(r.width), Swift.abs(r.height))
    }
}
