import AnimaCore
import AnimaTestSupport
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
func sample(_ animation: Animation, at times: [Double], on layer: Layer = plainLayer(),
            sourceLocation: SourceLocation = #_sourceLocation) throws -> [LayerProperties] {
    try AnimaTestSupport.sample([animation], on: layer, at: times, sourceLocation: sourceLocation)
}

/// The transform part at a `transform.*` key path, read off the matrix by hand (see `TransformReadback`), not
/// through `TransformComponents`, the decomposition under test.
func part(_ key: PropertyKey, of p: LayerProperties, sourceLocation: SourceLocation = #_sourceLocation) -> Double {
    let parts = TransformReadback(p.transform)
    switch key {
    case .translationX: return parts.translationX
    case .translationY: return parts.translationY
    case .rotationY: return parts.rotationY
    case .rotation, .rotationZ: return parts.rotationZ
    case .scale: return parts.scale
    case .scaleX: return parts.scaleX
    case .scaleY: return parts.scaleY
    default:
        Issue.record("no hand readback for \(key.rawValue)", sourceLocation: sourceLocation)
        return .nan
    }
}

/// Radians from degrees.
func rad(_ degrees: Double) -> Double { degrees * .pi / 180 }
