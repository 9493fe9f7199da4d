/// A 2D affine transform with Core Graphics' conventions: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Sendable, Hashable {
    /// The coefficients: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin.
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin; positive angles turn clockwise on screen (y down), as in UIKit.
    @inlinable public static func rotation(_ angle: Double) -> AffineTransform {
        let cs = Double.cos(angle), sn = Double.sin(angle)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` applied first, then `other`.
    @inlinable public func concatenating(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    /// The point mapped by this transform.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The vector mapped without translation.
    @inlinable public func applyToVector(_ p: Point) -> Point {
        Point(a * p.x + c * p.y, b * p.x + d * p.y)
    }

    /// The determinant of the linear part.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular.
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The largest factor by which the transform stretches a length (for stroke widths and blur radii).
    public var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return Swift.max(sx, sy)
    }

    /// Whether the transform keeps axis-aligned rectangles axis-aligned.
    @inlinable public var isAxisAligned: Bool { (b == 0 && c == 0) || (a == 0 && d == 0) }

    /// The bounding box of a rectangle after mapping.
    public func apply(_ r: Rect) -> Rect {
        let p0 = apply(Point(r.minX, r.minY)), p1 = apply(Point(r.maxX, r.minY))
        let p2 = apply(Point(r.minX, r.maxY)), p3 = apply(Point(r.maxX, r.maxY))
        let x0 = Swift.min(p0.x, p1.x, p2.x, p3.x), x1 = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let y0 = Swift.min(p0.y, p1.y, p2.y, p3.y), y1 = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
}
