/// A transform split into translation, scale, skew, perspective and a rotation quaternion (CSS Transforms 2 "unmatrix").
///
/// Whole-matrix `transform` animations interpolate these parts, as Core Animation does, so identity → 2π stays still
/// and rotations take the shortest path.
public struct DecomposedTransform: Sendable, Hashable {
    /// Translation along x, y and z.
    public var translation: (x: Double, y: Double, z: Double)
    /// Scale factors along x, y and z.
    public var scale: (x: Double, y: Double, z: Double)
    /// Shear factors xy, xz, yz.
    public var skew: (xy: Double, xz: Double, yz: Double)
    /// The perspective row (0, 0, 0, 1 for none).
    public var perspective: (x: Double, y: Double, z: Double, w: Double)
    /// A unit quaternion (x, y, z, w).
    public var quaternion: (x: Double, y: Double, z: Double, w: Double)

    /// The identity's parts.
    public static let identity = DecomposedTransform(
        translation: (0, 0, 0), scale: (1, 1, 1), skew: (0, 0, 0), perspective: (0, 0, 0, 1), quaternion: (0, 0, 0, 1))

    /// Creates a decomposition from its parts.
    public init(translation: (x: Double, y: Double, z: Double), scale: (x: Double, y: Double, z: Double),
                skew: (xy: Double, xz: Double, yz: Double), perspective: (x: Double, y: Double, z: Double, w: Double),
                quaternion: (x: Double, y: Double, z: Double, w: Double)) {
        self.translation = translation; self.scale = scale; self.skew = skew
        self.perspective = perspective; self.quaternion = quaternion
    }

    /// Whether every part is equal.
    public static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.perspective == b.perspective && a.quaternion == b.quaternion
    }

    /// Hashes every part.
    public func hash(into h: inout Hasher) {
        for v in [translation.x, translation.y, translation.z, scale.x, scale.y, scale.z, skew.xy, skew.xz, skew.yz,
                  perspective.x, perspective.y, perspective.z, perspective.w,
                  quaternion.x, quaternion.y, quaternion.z, quaternion.w] { h.combine(v) }
    }

    /// Decomposes `m`; nil when it is singular (Core Animation cannot interpolate those either).
    public init?(_ m: Transform3D) {
        guard m.m44 != 0 else { return nil }
        // Normalise so m44 == 1.
        var r = [[m.m11, m.m12, m.m13, m.m14], [m.m21, m.m22, m.m23, m.m24],
                 [m.m31, m.m32, m.m33, m.m34], [m.m41, m.m42, m.m43, m.m44]]
        let w = r[3][3]
        for i in 0..<4 { for j in 0..<4 { r[i][j] /= w } }
        // The perspective matrix, used to test singularity of the upper 3×3.
        var p = r
        for i in 0..<3 { p[i][3] = 0 }
        p[3][3] = 1
        guard let inverse = Transform3D(entries: p.flatMap { $0 })?.inverse(minimumDeterminant: 1e-12) else { return nil }

        if r[0][3] != 0 || r[1][3] != 0 || r[2][3] != 0 {
            let rhs = [r[0][3], r[1][3], r[2][3], r[3][3]]
            let inv = inverse.entries
            // rhs × transpose(inverse(p))
            var out = [0.0, 0, 0, 0]
            for j in 0..<4 { for k in 0..<4 { out[j] += rhs[k] * inv[4 * j + k] } }
            perspective = (out[0], out[1], out[2], out[3])
        } else {
            perspective = (0, 0, 0, 1)
        }
        translation = (r[3][0], r[3][1], r[3][2])

        var row = [[r[0][0], r[0][1], r[0][2]], [r[1][0], r[1][1], r[1][2]], [r[2][0], r[2][1], r[2][2]]]
        var sx = Self.length(row[0])
        guard sx > 0 else { return nil }
        row[0] = row[0].map { $0 / sx }
        var xy = Self.dot(row[0], row[1])
        row[1] = Self.combine(row[1], row[0], 1, -xy)
        var sy = Self.length(row[1])
        guard sy > 0 else { return nil }
        row[1] = row[1].map { $0 / sy }
        xy /= sy
        var xz = Self.dot(row[0], row[2])
        row[2] = Self.combine(row[2], row[0], 1, -xz)
        var yz = Self.dot(row[1], row[2])
        row[2] = Self.combine(row[2], row[1], 1, -yz)
        var sz = Self.length(row[2])
        guard sz > 0 else { return nil }
        row[2] = row[2].map { $0 / sz }
        xz /= sz; yz /= sz

        if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            for i in 0..<3 { row[i] = row[i].map { -$0 } }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)

        // Quaternion from the rotation matrix (rows are the rotated axes, row-vector convention).
        var qx = 0.5 * Swift.max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot()
        var qy = 0.5 * Swift.max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot()
        var qz = 0.5 * Swift.max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot()
        let qw = 0.5 * Swift.max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot()
        if row[2][1] > row[1][2] { qx = -qx }
        if row[0][2] > row[2][0] { qy = -qy }
        if row[1][0] > row[0][1] { qz = -qz }
        quaternion = (qx, qy, qz, qw)
    }

    /// The parts a fraction `t` of the way to `o`: linear for all but the quaternion, which is slerped the short way.
    public func interpolated(to o: DecomposedTransform, _ t: Double) -> DecomposedTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        var q2 = o.quaternion
        var d = quaternion.x * q2.x + quaternion.y * q2.y + quaternion.z * q2.z + quaternion.w * q2.w
        if d < 0 { q2 = (-q2.x, -q2.y, -q2.z, -q2.w); d = -d }
        d = Swift.min(d, 1)
        let q: (x: Double, y: Double, z: Double, w: Double)
        let angle = Double.acos(d)
        let sinAngle = Double.sin(angle)
        if sinAngle < 1e-9 {
            q = (mix(quaternion.x, q2.x), mix(quaternion.y, q2.y), mix(quaternion.z, q2.z), mix(quaternion.w, q2.w))
        } else {
            let wa = Double.sin((1 - t) * angle) / sinAngle, wb = Double.sin(t * angle) / sinAngle
            q = (quaternion.x * wa + q2.x * wb, quaternion.y * wa + q2.y * wb,
                 quaternion.z * wa + q2.z * wb, quaternion.w * wa + q2.w * wb)
        }
        return DecomposedTransform(
            translation: (mix(translation.x, o.translation.x), mix(translation.y, o.translation.y), mix(translation.z, o.translation.z)),
            scale: (mix(scale.x, o.scale.x), mix(scale.y, o.scale.y), mix(scale.z, o.scale.z)),
            skew: (mix(skew.xy, o.skew.xy), mix(skew.xz, o.skew.xz), mix(skew.yz, o.skew.yz)),
            perspective: (mix(perspective.x, o.perspective.x), mix(perspective.y, o.perspective.y),
                          mix(perspective.z, o.perspective.z), mix(perspective.w, o.perspective.w)),
            quaternion: q)
    }

    /// The matrix these parts describe (CSS Transforms 2 "recomposing to a 3D matrix").
    public var matrix: Transform3D {
        var m = Transform3D.identity
        m.m14 = perspective.x; m.m24 = perspective.y; m.m34 = perspective.z; m.m44 = perspective.w
        // translate
        m.m41 = translation.x * m.m11 + translation.y * m.m21 + translation.z * m.m31 + m.m41
        m.m42 = translation.x * m.m12 + translation.y * m.m22 + translation.z * m.m32 + m.m42
        m.m43 = translation.x * m.m13 + translation.y * m.m23 + translation.z * m.m33 + m.m43
        m.m44 = translation.x * m.m14 + translation.y * m.m24 + translation.z * m.m34 + m.m44
        // Row-vector layout: the transpose of the spec's column-vector rotation matrix.
        let (x, y, z, w) = quaternion
        let rotation = Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
            m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
            m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        m = rotation.concatenating(m)
        if skew.yz != 0 { var s = Transform3D.identity; s.m32 = skew.yz; m = s.concatenating(m) }
        if skew.xz != 0 { var s = Transform3D.identity; s.m31 = skew.xz; m = s.concatenating(m) }
        if skew.xy != 0 { var s = Transform3D.identity; s.m21 = skew.xy; m = s.concatenating(m) }
        return Transform3D.scale(scale.x, scale.y, scale.z).concatenating(m)
    }

    private static func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
    private static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
    }
}
