/// A 4×4 homogeneous transform with CATransform3D's layout: points are row vectors, translation in m41…m43.
public struct Transform3D: Sendable, Hashable {
    /// Row 1: the image of the x axis (m11, m12, m13) and perspective m14.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: the image of the y axis and perspective m24.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: the image of the z axis and perspective m34 (−1/eye distance for perspective).
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation (m41, m42, m43) and m44.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries in Core Animation's m11…m44 order.
    @inlinable public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Creates a transform from sixteen entries in m11…m44 order; nil unless there are exactly sixteen.
    public init?(entries e: [Double]) {
        guard e.count == 16 else { return nil }
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The sixteen entries in m11…m44 order.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// A translation (CATransform3DMakeTranslation).
    @inlinable public static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> Transform3D {
        var t = Transform3D.identity
        t.m41 = x; t.m42 = y; t.m43 = z
        return t
    }

    /// A scale (CATransform3DMakeScale).
    @inlinable public static func scale(_ x: Double, _ y: Double, _ z: Double = 1) -> Transform3D {
        var t = Transform3D.identity
        t.m11 = x; t.m22 = y; t.m33 = z
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation); about z, positive is clockwise on screen.
    public static func rotation(_ angle: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { return .identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = Double.cos(angle), s = Double.sin(angle), t = 1 - c
        return Transform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `self` applied first, then `o` (CATransform3DConcat(self, o)).
    @inlinable public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// The 2D affine part (perspective and z dropped), as a flat renderer uses it.
    @inlinable public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The 3D transform equal to a 2D affine transform.
    @inlinable public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// Whether all entries are finite (entry by entry: `entries` would allocate, and renderers ask per instance).
    @inlinable public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite
            && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
