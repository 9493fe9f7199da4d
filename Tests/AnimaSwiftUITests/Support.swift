import SwiftUI
import Testing
@testable import AnimaSwiftUI

/// A custom animation forwarding to a stock one: the only way, as on iOS, to read a stock animation's raw values
/// (AnimationContext has no public initialiser; uikit-swiftui-anchors §9).
struct Probe: CustomAnimation {
    let base: Animation
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }
}

/// Samples `animation` moving 0 → `target` at `times` in order, through one context, as a renderer would.
func samples(_ animation: Animation, target: Double = 1, at times: [Double]) -> [Double?] {
    var context = AnimationContext<Double>()
    let probe = Animation(Probe(base: animation))
    return times.map { probe.animate(value: target, time: $0, context: &context) }
}

/// Sampling 60 Hz frames from 0 until the animation returns nil: the time of the first nil frame.
func firstNilFrame(_ animation: Animation, target: Double, limit: Double = 10) -> Double? {
    let frames = (0...Int(limit * 60)).map { Double($0) / 60 }
    let values = samples(animation, target: target, at: frames)
    return values.firstIndex(where: { $0 == nil }).map { frames[$0] }
}

/// |a − b| ≤ tolerance, as a readable check.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
