import AnimaCore
import Foundation
@testable import AnimaPresets
import Testing

/// A 64 pt layer at (100, 100), the default anchor, nothing animated.
func plainLayer() -> Layer {
    var layer = Layer(id: "probe")
    layer.properties.frame = Rect(68, 68, 64, 64)
    layer.backgroundColor = Color(0, 0, 1)
    return layer
}

/// The probe layer's presentation at each time with `animation` added.
func sample(_ animation: Animation, at times: [Double], on layer: Layer = plainLayer()) throws -> [LayerProperties] {
    var layer = layer
    layer.add(animation)
    let timeline = try Timeline(Scene(canvas: Scene.Canvas(width: 200, height: 200),
                                      timeline: Scene.TimelineSettings(duration: 10), layers: [layer]))
    return times.map { timeline.sample(at: $0)[layer.id] ?? LayerProperties() }
}

/// The transform parts at a `transform.*` key path.
func part(_ key: PropertyKey, of p: LayerProperties) -> Double {
    TransformComponents(p.transform)[key].number ?? .nan
}

/// Radians from degrees.
func rad(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// Whether `a` and `b` agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { Swift.abs(a - b) <= tolerance }

/// The input x at which the cubic Bézier timing curve (x1, y1, x2, y2) outputs `y`, by bisection on the curve
/// parameter; independent of AnimaCore's solver, for finding when an eased animation reaches a key time.
func bezierInput(reaching y: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<80 {
        let mid = (lo + hi) / 2
        if bez(mid, y1, y2) < y { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, x1, x2)
}
