import AnimaCore
import RealModule

/// The parts of a transform read straight off its matrix, independently of AnimaCore's `TransformComponents` (the
/// decomposition under test), for transforms composed the Core Animation way with no rotation about x:
///
///     M = S · Ry(b) · Rz(c), then translation (row vectors), S = diag(sx, sy, sz)
///     Ry(b) rows: (cos b, 0, −sin b), (0, 1, 0), (sin b, 0, cos b)
///     Rz(c) rows: (cos c, sin c, 0), (−sin c, cos c, 0), (0, 0, 1)
///     ⇒ row 1 = sx · (cos b cos c, cos b sin c, −sin b)
///       row 2 = sy · (−sin c, cos c, 0)
///       row 4 = (tx, ty, tz, 1)
///
/// so, for sx, sy > 0 and |b| < π/2: c = atan2(−m21, m22), sy = |row 2|, sx = |row 1|,
/// b = atan2(−m13, √(m11² + m12²)), tx = m41, ty = m42.
package struct TransformReadback: Sendable {
    /// The matrix read.
    package var matrix: Transform3D

    /// A reading of `matrix`.
    package init(_ matrix: Transform3D) { self.matrix = matrix }

    /// Translation along x: m41.
    package var translationX: Double { matrix.m41 }
    /// Translation along y: m42.
    package var translationY: Double { matrix.m42 }
    /// Rotation about z in radians: atan2(−m21, m22) = atan2(sy sin c, sy cos c).
    package var rotationZ: Double { Double.atan2(y: -matrix.m21, x: matrix.m22) }
    /// Rotation about y in radians: atan2(sx sin b, sx |cos b|).
    package var rotationY: Double {
        Double.atan2(y: -matrix.m13, x: (matrix.m11 * matrix.m11 + matrix.m12 * matrix.m12).squareRoot())
    }
    /// Scale along x: the length of row 1.
    package var scaleX: Double {
        (matrix.m11 * matrix.m11 + matrix.m12 * matrix.m12 + matrix.m13 * matrix.m13).squareRoot()
    }
    /// Scale along y: the length of row 2.
    package var scaleY: Double {
        (matrix.m21 * matrix.m21 + matrix.m22 * matrix.m22 + matrix.m23 * matrix.m23).squareRoot()
    }
    /// `transform.scale` as Core Animation reads it back: the mean of the x and y scales.
    package var scale: Double { (scaleX + scaleY) / 2 }
}
