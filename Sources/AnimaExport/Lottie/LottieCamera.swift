import AnimaCore
import Foundation

/// The camera of the 3D Lottie export, and the two null layers that move its vanishing point off the centre.
///
/// lottie-web's HTML renderer (HCameraElement, HybridRenderer) puts the 3D layers of the main composition in a
/// `perspective: pe px` box the size of the composition (perspective-origin at its centre C) and transforms them by
/// the camera matrix T(−p.x, −p.y, p.z) · [look at `a`] · [turns] · T(w/2, h/2, 0) · T(0, 0, pe). A camera at
/// p = (C.x, C.y, −pe) looking at a = (C.x, C.y, 0) makes that matrix the identity, so a point (x, y, z) (z towards the
/// viewer) lands at C + (x − C)·pe/(pe − z): Core Animation's m34 = −1/pe about C. Without a camera lottie-web uses
/// pe = √(w² + h²).
///
/// For a vanishing point V ≠ C the nulls apply the shear (x, y, z) → (x + g.x z, y + g.y z, z) with g = (C − V)/d
/// above every layer: the camera then gives C + (x + g z − C)·k with k = d/(d − z), which is V + (x − V)·k, and
/// the plane z = 0 (every 2D layer) does not move. Lottie layers have no shear, so it is split as
/// Rz(φ)·Ry(−θ₁)·S(σ₁, 1, σ₂)·Ry(−θ₂)·Rz(−φ) (column form, φ = atan2(g.y, g.x)): the shear by |g| in the x–z plane is
/// R(θ₁)·S(σ₁, σ₂)·R(θ₂) (`LottieSampledTransform.singularValues`), and a turn by θ in the x–z plane is Ry(−θ).
enum LottieCamera {
    /// The camera layer (`ty` 13) for a composition of `width` × `height` pixels, at `distance` (z units).
    static func layer(index: Int, width: Double, height: Double, distance: Double, frames: Double) -> JSONText {
        let zero = LottieProperty.fixed([0], scalar: true)
        return .object([
            ("ddd", .number(1)), ("ind", .number(Double(index))), ("ty", .number(13)), ("nm", .string("anima-camera")),
            ("pe", LottieProperty.fixed([distance], scalar: true)),
            ("ks", .object([("a", LottieProperty.fixed([width / 2, height / 2, 0])),
                            ("p", LottieProperty.fixed([width / 2, height / 2, -distance])),
                            ("or", LottieProperty.fixed([0, 0, 0])), ("rx", zero), ("ry", zero), ("rz", zero)])),
            ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0)),
        ])
    }

    /// The shear's two factors as Lottie 3D transforms, the one applied first (the child) first: rotations and
    /// scale in Lottie's units (degrees, percent, turns about x and y mirrored: see `LottieDepthTransform`).
    static func shearFactors(vanishingPoint v: Point, center c: Point, distance d: Double)
        -> (child: (rz: Double, ry: Double), parent: (scale: [Double], ry: Double, orientationZ: Double))? {
        let gx = (c.x - v.x) / d, gy = (c.y - v.y) / d
        let g = (gx * gx + gy * gy).squareRoot()
        guard g > 1e-12 else { return nil }
        let phi = atan2(gy, gx)
        // x' = x + g z in the x–z plane: column form (a, b, c, d) = (1, 0, g, 1).
        let split = LottieSampledTransform.singularValues((1, 0, g, 1))
        let degrees = 180 / Double.pi
        // Lottie turns CSS-wise by rotateZ(rz) then rotateY(−ry): Rz(−φ) is rz = −φ, Ry(−θ₂) is ry = θ₂; in the
        // parent, S then rotateY(−ry) = Ry(−θ₁) is ry = θ₁, then or.z = φ turns by Rz(φ).
        return ((-phi * degrees, split.second * degrees),
                ([split.sx * 100, 100, split.sy * 100], split.first * degrees, phi * degrees))
    }

    /// The two shear nulls (`ty` 3, `ddd` 1): the child at `index` under the parent at `index + 1`.
    static func shearNulls(index: Int, vanishingPoint v: Point, center c: Point, distance d: Double, frames: Double)
        -> [JSONText]? {
        guard let f = shearFactors(vanishingPoint: v, center: c, distance: d) else { return nil }
        func null(_ i: Int, _ name: String, parent: Int?, scale: [Double], ry: Double, rz: Double, orientationZ: Double)
            -> JSONText {
            var fields: [(String, JSONText)] = [("ddd", .number(1)), ("ind", .number(Double(i))), ("ty", .number(3)),
                                                ("nm", .string(name))]
            if let parent { fields.append(("parent", .number(Double(parent)))) }
            fields += [("sr", .number(1)),
                       ("ks", .object([("a", LottieProperty.fixed([0, 0, 0])), ("p", LottieProperty.fixed([0, 0, 0])),
                                       ("s", LottieProperty.fixed(scale)), ("rx", LottieProperty.fixed([0], scalar: true)),
                                       ("ry", LottieProperty.fixed([ry], scalar: true)),
                                       ("rz", LottieProperty.fixed([rz], scalar: true)),
                                       ("or", LottieProperty.fixed([0, 0, orientationZ])),
                                       ("o", LottieProperty.fixed([100], scalar: true))])),
                       ("ao", .number(0)), ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0))]
            return .object(fields)
        }
        return [null(index, "anima-vanishing-point", parent: index + 1, scale: [100, 100, 100], ry: f.child.ry,
                     rz: f.child.rz, orientationZ: 0),
                null(index + 1, "anima-vanishing-point-scale", parent: nil, scale: f.parent.scale, ry: f.parent.ry, rz: 0,
                     orientationZ: f.parent.orientationZ)]
    }
}
