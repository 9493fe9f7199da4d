/// What a renderer or exporter needs to place layers in depth.
extension Transform3D {
    /// The same transform with its z output dropped (the third column zeroed): what flattening a layer's 3D
    /// sublayers into its plane does, keeping w so perspective survives.
    @inlinable public var flattenedZ: Transform3D {
        var t = self
        t.m13 = 0; t.m23 = 0; t.m33 = 0; t.m43 = 0
        return t
    }

    /// The determinant of the 4×4.
    public var determinant: Double {
        let a = m33 * m44 - m34 * m43, b = m32 * m44 - m34 * m42, c = m32 * m43 - m33 * m42
        let d = m31 * m44 - m34 * m41, e = m31 * m43 - m33 * m41, f = m31 * m42 - m32 * m41
        return m11 * (m22 * a - m23 * b + m24 * c) - m12 * (m21 * a - m23 * d + m24 * e)
            + m13 * (m21 * b - m22 * d + m24 * f) - m14 * (m21 * c - m22 * e + m23 * f)
    }

    /// Whether a layer's plane mapped by this transform shows its back: the z of its normal (0, 0, 1), mapped by
    /// the inverse transpose, is negative. That z is cofactor(3,3) / determinant, so only signs are needed (the
    /// test browsers use for `backface-visibility`).
    public var isBackFacing: Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let cofactor33 = m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
        return cofactor33 * det < 0
    }

    /// The point (x, y, 0) mapped by this transform and divided by w: nil at or behind the eye (w ≤ 0).
    public func projectedPoint(_ p: Point) -> (x: Double, y: Double, z: Double)? {
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 0, w.isFinite else { return nil }
        return ((p.x * m11 + p.y * m21 + m41) / w, (p.x * m12 + p.y * m22 + m42) / w, (p.x * m13 + p.y * m23 + m43) / w)
    }
}
