import Foundation

/// lottie-web's 4×4 (its transformation-matrix: row vectors, `props` in CSS matrix3d order, each call multiplying on
/// the right), to place exported 3D layers the way its HTML renderer does. The matrices follow its source:
/// rotateX(θ) sends y to (0, cos θ, −sin θ), rotateY(θ) sends x to (cos θ, 0, sin θ), rotateZ(θ) sends x to
/// (cos θ, −sin θ, 0); a layer is translate(−a.x, −a.y, a.z) · scale(s/100) · rotateZ(−rz) · rotateY(ry) ·
/// rotateX(rx) · rotateZ(−or.z) · rotateY(or.y) · rotateX(or.x) · translate(p.x, p.y, −p.z), a 2D layer's turn is
/// rotateZ(−r), and a child's matrix is followed by its parents'.
struct LottieWebMatrix {
    var props: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// `self` followed by `n`.
    func then(_ n: LottieWebMatrix) -> LottieWebMatrix {
        var out = [Double](repeating: 0, count: 16)
        for r in 0..<4 {
            for c in 0..<4 { out[r * 4 + c] = (0..<4).reduce(0) { $0 + props[r * 4 + $1] * n.props[$1 * 4 + c] } }
        }
        return LottieWebMatrix(props: out)
    }

    static func translate(_ x: Double, _ y: Double, _ z: Double) -> LottieWebMatrix {
        LottieWebMatrix(props: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    static func scale(_ x: Double, _ y: Double, _ z: Double) -> LottieWebMatrix {
        LottieWebMatrix(props: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    static func rotateX(_ a: Double) -> LottieWebMatrix {
        LottieWebMatrix(props: [1, 0, 0, 0, 0, cos(a), -sin(a), 0, 0, sin(a), cos(a), 0, 0, 0, 0, 1])
    }

    static func rotateY(_ a: Double) -> LottieWebMatrix {
        LottieWebMatrix(props: [cos(a), 0, sin(a), 0, 0, 1, 0, 0, -sin(a), 0, cos(a), 0, 0, 0, 0, 1])
    }

    static func rotateZ(_ a: Double) -> LottieWebMatrix {
        LottieWebMatrix(props: [cos(a), -sin(a), 0, 0, sin(a), cos(a), 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    /// (x, y, z) mapped (no divide: these matrices are affine).
    func apply(_ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double) {
        (x * props[0] + y * props[4] + z * props[8] + props[12],
         x * props[1] + y * props[5] + z * props[9] + props[13],
         x * props[2] + y * props[6] + z * props[10] + props[14])
    }

    /// A layer's matrix from its `ks` at `frame` (a keyframed property reads the key at that frame).
    static func layer(_ ks: [String: Any], frame: Double = 0) -> LottieWebMatrix {
        func value(_ name: String, _ fallback: [Double]) -> [Double] {
            guard let property = ks[name] as? [String: Any] else { return fallback }
            let k = property["k"]
            var v: [Double]
            if let keys = k as? [[String: Any]] {
                let key = keys.last { ($0["t"] as? Double ?? 0) <= frame + 1e-9 } ?? keys[0]
                v = key["s"] as? [Double] ?? fallback
            } else if let n = k as? Double {
                v = [n]
            } else {
                v = k as? [Double] ?? fallback
            }
            while v.count < fallback.count { v.append(fallback[v.count]) }
            return v
        }
        let radians = Double.pi / 180
        let a = value("a", [0, 0, 0]), s = value("s", [100, 100, 100]), p = value("p", [0, 0, 0])
        var m = translate(-a[0], -a[1], a[2]).then(scale(s[0] / 100, s[1] / 100, s[2] / 100))
        if ks["rx"] != nil {
            let rx = value("rx", [0])[0] * radians, ry = value("ry", [0])[0] * radians, rz = value("rz", [0])[0] * radians
            let o = value("or", [0, 0, 0]).map { $0 * radians }
            m = m.then(rotateZ(-rz)).then(rotateY(ry)).then(rotateX(rx))
                .then(rotateZ(-o[2])).then(rotateY(o[1])).then(rotateX(o[0]))
        } else {
            m = m.then(rotateZ(-value("r", [0])[0] * radians))
        }
        return m.then(translate(p[0], p[1], -p[2]))
    }

    /// The layer named `name` in `layers` followed by its parents' matrices.
    static func chain(_ name: String, in layers: [[String: Any]], frame: Double = 0) -> LottieWebMatrix? {
        guard var layer = layers.first(where: { $0["nm"] as? String == name }) else { return nil }
        var m = LottieWebMatrix.layer(layer["ks"] as? [String: Any] ?? [:], frame: frame)
        while let parent = layer["parent"] as? Double,
              let next = layers.first(where: { $0["ind"] as? Double == parent }) {
            m = m.then(LottieWebMatrix.layer(next["ks"] as? [String: Any] ?? [:], frame: frame))
            layer = next
        }
        return m
    }

    /// Where the HTML renderer shows the 3D point `q` through a camera layer of a `width` × `height` composition:
    /// the camera matrix translate(−p.x, −p.y, p.z) · translate(w/2, h/2, 0) · translate(0, 0, pe) (its look-at turn
    /// is none when `a` is straight ahead of `p`), then CSS perspective pe about the centre.
    static func viewed(_ q: (x: Double, y: Double, z: Double), camera: [String: Any], width: Double, height: Double)
        -> (x: Double, y: Double)? {
        guard let ks = camera["ks"] as? [String: Any], let pe = (camera["pe"] as? [String: Any])?["k"] as? Double,
              let p = (ks["p"] as? [String: Any])?["k"] as? [Double] else { return nil }
        let m = translate(-p[0], -p[1], p[2]).then(translate(width / 2, height / 2, 0)).then(translate(0, 0, pe))
        let v = m.apply(q.x, q.y, q.z)
        let k = pe / (pe - v.z)
        return (width / 2 + (v.x - width / 2) * k, height / 2 + (v.y - height / 2) * k)
    }
}
