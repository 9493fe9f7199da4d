import AnimaCore
import Foundation

/// The `ks` of a 3D Lottie layer (`ddd` 1): anchor, position and scale with a z, and the turns `rx`, `ry`, `rz`, `or`.
///
/// Conventions, from lottie-web's transform (TransformProperty, applied to row vectors in this order):
/// T(−a.x, −a.y, +a.z) · S(s/100) · Rz(−rz) · Ry(ry) · Rx(rx) · Rz(−or.z) · Ry(or.y) · Rx(or.x) · T(p.x, p.y, −p.z),
/// where its Rx(θ) sends y to (0, cos θ, −sin θ), Ry(θ) sends x to (cos θ, 0, sin θ) and Rz(θ) sends x to
/// (cos θ, −sin θ, 0), and the result is a CSS matrix3d (z towards the viewer, as Core Animation's z). So Lottie's z
/// is the mirror of Core Animation's: p.z = −z, and a Lottie turn about x or y is the opposite Core Animation turn
/// (CSS rotateX(θ) sends y to (0, cos θ, sin θ), Core Animation's too), while rz is Core Animation's rotation.z.
///
/// Core Animation's function key paths apply scale, then rotation.x, .y, .z, then translation (`TransformComponents`).
/// Lottie turns about z, y, x (`rz`, `ry`, `rx`), then again about z, y, x (`or`); `or` keyframes are interpolated as
/// quaternions, so only the first group can carry keyframes. Two turns in Core Animation's order fit: the first in
/// the first group, the second (fixed) in `or`; other combinations are sampled at every frame into one Z·Y·X turn.
enum LottieDepthTransform {
    private static let degrees = 180 / Double.pi

    /// The keys a keyframed 3D `ks` carries as they are (opacity comes from the projection).
    static let keyframed: Set<PropertyKey> = [.rotationX, .rotationY, .rotationZ, .rotation, .position, .opacity, .isHidden]

    /// The `ks` with the layer's own rotation keyframes, or nil when they cannot be carried as keyframes.
    static func keyframed(_ layer: Layer, tracks: [PropertyKey: Curve], fps: Double, opacity: JSONText) -> JSONText? {
        let p = layer.properties
        let animated = Set(tracks.keys).intersection(LottieSampledTransform.transformFamily)
        guard animated.isSubset(of: keyframed), !LottieDepthPlan.hasPerspective(p.transform),
              p.transform.isRecomposable else { return nil }
        let parts = TransformComponents(p.transform)
        let z = parts.translationZ + p.zPosition
        // Core Animation's order: x, then y, then z; the axes that turn at all.
        let axes: [(axis: Int, model: Double, track: Curve?)] = [
            (0, parts.rotationX, tracks[.rotationX]), (1, parts.rotationY, tracks[.rotationY]),
            (2, parts.rotationZ, tracks[.rotationZ] ?? tracks[.rotation]),
        ].filter { $0.model != 0 || $0.track != nil }
        guard axes.count <= 2, axes.count < 2 || axes[1].track == nil else { return nil }
        var first: [JSONText] = Array(repeating: LottieProperty.fixed([0], scalar: true), count: 3)
        var orientation = [0.0, 0, 0]
        for (slot, turn) in axes.enumerated() {
            let sign = lottieSign(turn.axis)
            if slot == 0 {
                first[turn.axis] = turn.track.map {
                    LottieProperty.animated($0, fps: fps, scalar: true) { [($0.number ?? 0) * degrees * sign] }
                } ?? LottieProperty.fixed([turn.model * degrees * sign], scalar: true)
            } else {
                orientation[turn.axis] = turn.model * degrees * sign
            }
        }
        let tx = parts.translationX, ty = parts.translationY
        let position = tracks[.position].map { track in
            LottieProperty.animated(track, fps: fps) { v in
                let q = if case .point(let q) = v { q } else { p.position }
                return [q.x + tx, q.y + ty, -z]
            }
        } ?? LottieProperty.fixed([p.position.x + tx, p.position.y + ty, -z])
        return ks(anchor: p.anchorInBounds, position: position,
                  scale: LottieProperty.fixed([parts.scaleX * 100, parts.scaleY * 100, parts.scaleZ * 100]),
                  rx: first[0], ry: first[1], rz: first[2], orientation: LottieProperty.fixed(orientation), opacity: opacity)
    }

    /// The `ks` taken from the engine's presentation at every frame: the layer's 4×4 (its perspective row dropped
    /// when `stripsPerspective`: the camera supplies it) split into scale, one Z·Y·X turn and translation.
    static func sampled(_ layer: Layer, index: Int, frames: [Presentation], fps: Double, stripsPerspective: Bool,
                        opacity: JSONText) -> JSONText {
        var p: [CurveKey] = [], s: [CurveKey] = []
        var x: [Double] = [], y: [Double] = [], z: [Double] = []
        for (f, presentation) in frames.enumerated() {
            let t = Double(f) / fps
            let l = presentation.layers[index].properties
            let m = stripsPerspective ? LottieDepthPlan.withoutPerspective(l.transform) : l.transform
            let parts = TransformComponents(m)
            let turn = lottieAngles(rotation(of: m, parts))
            x.append(turn.x); y.append(turn.y); z.append(turn.z)
            p.append(key(t, [m.m41 + l.position.x, m.m42 + l.position.y, -(m.m43 + l.zPosition)]))
            s.append(key(t, [parts.scaleX, parts.scaleY, parts.scaleZ].map { clean($0 * 100) }))
        }
        let times = frames.indices.map { Double($0) / fps }
        func angles(_ values: [Double]) -> JSONText {
            let keys = zip(times, LottieSampledTransform.unwrapped(values)).map { key($0, [clean($1 * degrees)]) }
            return LottieProperty.animated(Curve(keys: keys), fps: fps, scalar: true, convert: numbers)
        }
        return ks(anchor: layer.properties.anchorInBounds,
                  position: LottieProperty.animated(Curve(keys: p), fps: fps, convert: numbers),
                  scale: LottieProperty.animated(Curve(keys: s), fps: fps, convert: numbers),
                  rx: angles(x), ry: angles(y), rz: angles(z), orientation: LottieProperty.fixed([0, 0, 0]),
                  opacity: opacity)
    }

    /// Lottie's (rx, ry, rz) in radians for a Core Animation rotation `r` (row vectors, no scale): Lottie turns
    /// CSS-wise by rotateZ(rz), then rotateY(−ry), then rotateX(−rx), which in column form is
    /// Rx(γ)·Ry(β)·Rz(α) with α = rz, β = −ry, γ = −rx. Its first row is (cos β cos α, −cos β sin α, sin β) and its
    /// last column (sin β, −sin γ cos β, cos γ cos β); a column-form entry [i][j] is the row-vector m(j+1)(i+1).
    static func lottieAngles(_ r: Transform3D) -> (x: Double, y: Double, z: Double) {
        let beta = asin(Swift.min(Swift.max(r.m31, -1), 1))
        let alpha: Double, gamma: Double
        if Swift.abs(r.m31) < 0.999_999_999 {
            alpha = atan2(-r.m21, r.m11)
            gamma = atan2(-r.m32, r.m33)
        } else {
            // cos β = 0: only α + γ (or α − γ) is defined; put it all in γ, whose rows then read (., cos γ, ±) and
            // (., sin γ, .).
            alpha = 0
            gamma = atan2(r.m23, r.m22)
        }
        return (-gamma, -beta, alpha)
    }

    /// Lottie's sign for a turn about Core Animation's axis 0 (x), 1 (y) or 2 (z): z mirrored flips x and y turns.
    static func lottieSign(_ axis: Int) -> Double { axis == 2 ? 1 : -1 }

    /// The rotation of the affine, unskewed `m` = S·R·T: its rows divided by the scale (exact, where the
    /// decomposition's Euler angles carry its quaternion's noise, about 1e-8 rad); the Euler angles rebuild it when a
    /// scale is 0.
    private static func rotation(of m: Transform3D, _ parts: TransformComponents) -> Transform3D {
        guard parts.scaleX != 0, parts.scaleY != 0, parts.scaleZ != 0 else {
            return Transform3D.rotation(parts.rotationX, x: 1, y: 0, z: 0)
                .concatenating(.rotation(parts.rotationY, x: 0, y: 1, z: 0))
                .concatenating(.rotation(parts.rotationZ, x: 0, y: 0, z: 1))
        }
        let (x, y, z) = (parts.scaleX, parts.scaleY, parts.scaleZ)
        return Transform3D(m11: m.m11 / x, m12: m.m12 / x, m13: m.m13 / x, m14: 0,
                           m21: m.m21 / y, m22: m.m22 / y, m23: m.m23 / y, m24: 0,
                           m31: m.m31 / z, m32: m.m32 / z, m33: m.m33 / z, m34: 0,
                           m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `v` to 1e-9 (degrees, percent): float noise from the matrix arithmetic does not show in the file.
    private static func clean(_ v: Double) -> Double { (v * 1e9).rounded() / 1e9 + 0 }

    private static func ks(anchor: Point, position: JSONText, scale: JSONText, rx: JSONText, ry: JSONText, rz: JSONText,
                           orientation: JSONText, opacity: JSONText) -> JSONText {
        .object([("a", LottieProperty.fixed([anchor.x, anchor.y, 0])), ("p", position), ("s", scale),
                 ("rx", rx), ("ry", ry), ("rz", rz), ("or", orientation), ("o", opacity)])
    }

    private static func key(_ t: Double, _ v: [Double]) -> CurveKey {
        let value: Value = v.count == 1 ? .number(v[0]) : .numbers(v)
        return CurveKey(offset: t, value: value, underlyingWeight: 0, easing: .linear)
    }

    private static func numbers(_ v: Value) -> [Double] {
        switch v {
        case .number(let n): [n]
        case .numbers(let a): a
        default: [0]
        }
    }
}
