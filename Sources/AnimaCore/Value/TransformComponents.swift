/// A transform as translation, Euler rotation and scale: what the `transform.rotation.z`-style key paths animate.
///
/// Core Animation's value functions treat these parts as independent scalars, so a scale animation and a rotation
/// animation on one layer compose instead of replacing each other, and 0 → 2π is a full turn. Recomposition applies
/// scale, then rotation about x, y, z, then translation and the perspective row; skew in a model transform is dropped
/// when a part is animated, perspective (m34 for a flip) is kept.
public struct TransformComponents: Sendable, Hashable {
    /// Translation along x, y and z.
    public var translationX = 0.0, translationY = 0.0, translationZ = 0.0
    /// Rotation about x, y and z in radians (about z, positive is clockwise on screen).
    public var rotationX = 0.0, rotationY = 0.0, rotationZ = 0.0
    /// Scale factors along x, y and z.
    public var scaleX = 1.0, scaleY = 1.0, scaleZ = 1.0
    /// The perspective column (m14, m24, m34, m44) of the decomposition; (0, 0, 0, 1) for none.
    public var perspective = SIMD4<Double>(0, 0, 0, 1)

    /// The identity's parts.
    public init() {}

    /// The parts of `t` (identity parts when `t` is singular).
    public init(_ t: Transform3D) {
        if t.isIdentity { return }
        guard let d = DecomposedTransform(t) else { return }
        (translationX, translationY, translationZ) = d.translation
        (scaleX, scaleY, scaleZ) = d.scale
        perspective = SIMD4(d.perspective.x, d.perspective.y, d.perspective.z, d.perspective.w)
        // Euler angles for the rotation applied as Rx, then Ry, then Rz (row vectors).
        let r = DecomposedTransform(translation: (0, 0, 0), scale: (1, 1, 1), skew: (0, 0, 0),
                                    perspective: (0, 0, 0, 1), quaternion: d.quaternion).matrix
        rotationY = Double.asin(Swift.min(Swift.max(-r.m13, -1), 1))
        if Swift.abs(r.m13) < 0.999_999_999 {
            rotationX = Double.atan2(y: r.m23, x: r.m33)
            rotationZ = Double.atan2(y: r.m12, x: r.m11)
        } else {
            rotationX = 0
            rotationZ = Double.atan2(y: -r.m21, x: r.m22)
        }
        preferSmallestTurn()
    }

    /// Every rotation has two Euler triples, (x, y, z) and (x + π, π − y, z + π); asin gives the one with
    /// |y| ≤ π/2, which reads a half turn about y as half turns about x and z. Keeps the triple that turns least in
    /// all, so `transform.rotation.y` of a flipped card reads π and animating it from there turns about y.
    private mutating func preferSmallestTurn() {
        let alternative = (Self.wrapped(rotationX + .pi), Self.wrapped(.pi - rotationY), Self.wrapped(rotationZ + .pi))
        let turn = Swift.abs(rotationX) + Swift.abs(rotationY) + Swift.abs(rotationZ)
        let alternativeTurn = Swift.abs(alternative.0) + Swift.abs(alternative.1) + Swift.abs(alternative.2)
        guard alternativeTurn < turn - 1e-12 else { return }
        (rotationX, rotationY, rotationZ) = alternative
    }

    /// An angle in (−π, π].
    private static func wrapped(_ a: Double) -> Double {
        let r = a.remainder(dividingBy: 2 * .pi)
        return r == -.pi ? .pi : r
    }

    /// The matrix: scale, then rotations about x, y and z, then translation.
    public var matrix: Transform3D {
        if isPlanar {
            let (c, s) = Self.cosineAndSine(of: rotationZ)
            return planarMatrix(cos: c, sin: s)
        }
        guard perspective == SIMD4(0, 0, 0, 1) else { return matrixWithPerspective }
        var m = Transform3D.scale(scaleX, scaleY, scaleZ)
        if rotationX != 0 { m = m.concatenating(.rotation(rotationX, x: 1, y: 0, z: 0)) }
        if rotationY != 0 { m = m.concatenating(.rotation(rotationY, x: 0, y: 1, z: 0)) }
        if rotationZ != 0 { m = m.concatenating(.rotation(rotationZ, x: 0, y: 0, z: 1)) }
        m.m41 = translationX; m.m42 = translationY; m.m43 = translationZ
        return m
    }

    /// Whether the matrix has the 2D closed form: no perspective and a rotation about z only.
    @inline(__always) var isPlanar: Bool { perspective == SIMD4(0, 0, 0, 1) && rotationX == 0 && rotationY == 0 }

    /// The common 2D case in closed form (it runs per animated layer per frame), given cos and sin of `rotationZ`.
    @inline(__always) func planarMatrix(cos c: Double, sin s: Double) -> Transform3D {
        Transform3D(m11: scaleX * c, m12: scaleX * s, m13: 0, m14: 0,
                    m21: -scaleY * s, m22: scaleY * c, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: scaleZ, m34: 0,
                    m41: translationX, m42: translationY, m43: translationZ, m44: 1)
    }

    /// cos and sin of `angle`: the only transcendental calls of the planar matrix.
    static func cosineAndSine(of angle: Double) -> (cos: Double, sin: Double) {
        let (sin, cos) = Double.sinAndCos(angle)
        return (cos, sin)
    }

    /// Scale and rotations, then translation and perspective as CSS Transforms 2 recomposes them (the inverse of
    /// `DecomposedTransform`'s split).
    private var matrixWithPerspective: Transform3D {
        var m = Transform3D.scale(scaleX, scaleY, scaleZ)
        if rotationX != 0 { m = m.concatenating(.rotation(rotationX, x: 1, y: 0, z: 0)) }
        if rotationY != 0 { m = m.concatenating(.rotation(rotationY, x: 0, y: 1, z: 0)) }
        if rotationZ != 0 { m = m.concatenating(.rotation(rotationZ, x: 0, y: 0, z: 1)) }
        var last = Transform3D.identity
        last.m14 = perspective.x; last.m24 = perspective.y; last.m34 = perspective.z
        last.m41 = translationX; last.m42 = translationY; last.m43 = translationZ
        last.m44 = translationX * perspective.x + translationY * perspective.y + translationZ * perspective.z + perspective.w
        return m.concatenating(last)
    }

    /// The part at a `transform.*` key path (`transform.scale` and `transform.scale.xy` read the x/y average, `transform.translation` a size).
    public subscript(key: PropertyKey) -> Value {
        get {
            switch key {
            case .rotationX: .number(rotationX)
            case .rotationY: .number(rotationY)
            case .rotation, .rotationZ: .number(rotationZ)
            case .scale, .scaleXY: .number((scaleX + scaleY) / 2)
            case .scaleX: .number(scaleX)
            case .scaleY: .number(scaleY)
            case .scaleZ: .number(scaleZ)
            case .translation: .size(Size(translationX, translationY))
            case .translationX: .number(translationX)
            case .translationY: .number(translationY)
            case .translationZ: .number(translationZ)
            default: .number(0)
            }
        }
        set {
            switch (key, newValue) {
            case (.rotationX, .number(let v)): rotationX = v
            case (.rotationY, .number(let v)): rotationY = v
            case (.rotation, .number(let v)), (.rotationZ, .number(let v)): rotationZ = v
            case (.scale, .number(let v)): scaleX = v; scaleY = v; scaleZ = v
            case (.scaleXY, .number(let v)): scaleX = v; scaleY = v
            case (.scaleX, .number(let v)): scaleX = v
            case (.scaleY, .number(let v)): scaleY = v
            case (.scaleZ, .number(let v)): scaleZ = v
            case (.translation, .size(let s)): translationX = s.width; translationY = s.height
            case (.translationX, .number(let v)): translationX = v
            case (.translationY, .number(let v)): translationY = v
            case (.translationZ, .number(let v)): translationZ = v
            default: break
            }
        }
    }
}
