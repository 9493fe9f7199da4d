#if !canImport(Darwin)
/// A 3×3 projective transform with SwiftUI's layout (row vectors: a point (x, y, 1) maps to
/// (x·m11 + y·m21 + m31, x·m12 + y·m22 + m32) divided by x·m13 + y·m23 + m33).
public struct ProjectionTransform: Sendable, Hashable {
    /// The first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row (the translation and the projective weight).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m` (its last column is 0, 0, 1).
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    /// The plane z = 0 of `m`: its x, y and w rows and columns (m14, m24 and m44 make the projective column).
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    /// Whether this changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether this is affine (no projective column).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` applied first, then `rhs` (the matrix product self · rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let b = rhs
        return ProjectionTransform(
            m11 * b.m11 + m12 * b.m21 + m13 * b.m31, m11 * b.m12 + m12 * b.m22 + m13 * b.m32, m11 * b.m13 + m12 * b.m23 + m13 * b.m33,
            m21 * b.m11 + m22 * b.m21 + m23 * b.m31, m21 * b.m12 + m22 * b.m22 + m23 * b.m32, m21 * b.m13 + m22 * b.m23 + m23 * b.m33,
            m31 * b.m11 + m32 * b.m21 + m33 * b.m31, m31 * b.m12 + m32 * b.m22 + m33 * b.m32, m31 * b.m13 + m32 * b.m23 + m33 * b.m33)
    }

    /// Inverts this in place; returns false (and changes nothing) when it is singular.
    public mutating func invert() -> Bool {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return false }
        // The adjugate over the determinant.
        self = ProjectionTransform(
            (m22 * m33 - m23 * m32) / det, (m13 * m32 - m12 * m33) / det, (m12 * m23 - m13 * m22) / det,
            (m23 * m31 - m21 * m33) / det, (m11 * m33 - m13 * m31) / det, (m13 * m21 - m11 * m23) / det,
            (m21 * m32 - m22 * m31) / det, (m12 * m31 - m11 * m32) / det, (m11 * m22 - m12 * m21) / det)
        return true
    }

    /// The inverse, or this transform unchanged when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// The affine map that agrees with this one at `point`, with its derivative there (this map itself when it is
    /// affine): how a projection is drawn by a layer's 2D transform here.
    func affine(at point: CGPoint) -> CGAffineTransform {
        let u = point.x * m11 + point.y * m21 + m31, v = point.x * m12 + point.y * m22 + m32
        let w = point.x * m13 + point.y * m23 + m33
        guard w != 0, w.isFinite else { return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
        // The derivative of (u / w, v / w).
        let a = (m11 * w - u * m13) / (w * w), c = (m21 * w - u * m23) / (w * w)
        let b = (m12 * w - v * m13) / (w * w), d = (m22 * w - v * m23) / (w * w)
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: u / w - a * point.x - c * point.y, ty: v / w - b * point.x - d * point.y)
    }

    private init(_ a11: CGFloat, _ a12: CGFloat, _ a13: CGFloat, _ a21: CGFloat, _ a22: CGFloat, _ a23: CGFloat,
                 _ a31: CGFloat, _ a32: CGFloat, _ a33: CGFloat) {
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (a11, a12, a13, a21, a22, a23, a31, a32, a33)
    }
}

extension CGPoint {
    /// This point mapped by `m` (divided by its projective weight).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        let px = x * m.m11 + y * m.m21 + m.m31, py = x * m.m12 + y * m.m22 + m.m32
        return w == 0 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}
#endif
