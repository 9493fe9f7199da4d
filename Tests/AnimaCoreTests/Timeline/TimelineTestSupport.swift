import AnimaCore
import Testing

/// A one-layer scene around `animations`, sampled at `t`.
func sampleOne(_ animations: [Animation], model: (inout Layer) -> Void = { _ in }, at t: Double) throws -> LayerProperties {
    var layer = Layer(id: "l", animations: animations)
    model(&layer)
    let scene = Scene(canvas: .init(width: 100, height: 100), timeline: .init(duration: 10), layers: [layer])
    let p = try Timeline(scene).sample(at: t)
    return try #require(p["l"])
}

/// The z rotation of a 2D transform, in radians.
func rotationZ(_ t: Transform3D) -> Double { Double.atan2Approx(t.m12, t.m11) }

extension Double {
    static func atan2Approx(_ y: Double, _ x: Double) -> Double {
        // Only used to read angles back in tests; stdlib has no atan2 without Foundation.
        TransformComponents(Transform3D(m11: x, m12: y, m13: 0, m14: 0, m21: -y, m22: x, m23: 0, m24: 0,
                                        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)).rotationZ
    }
}

func near(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { Swift.abs(a - b) <= tol }
