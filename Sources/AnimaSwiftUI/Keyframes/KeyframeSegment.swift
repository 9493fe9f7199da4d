#if !canImport(Darwin)
/// One keyframe: the value it reaches and how it gets there over the segment that ends at it.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    var to: Value
    /// Seconds; nil for a spring that lasts its settling duration.
    var duration: TimeInterval?
    var kind: Kind

    /// The segment's length.
    var length: TimeInterval {
        switch kind {
        case .move: 0
        case .spring(let spring, _): max(duration ?? spring.settlingDuration, 0)
        default: max(duration ?? 0, 0)
        }
    }

    var isCubic: Bool { if case .cubic = kind { true } else { false } }
}

extension KeyframeSegment: KeyframeSegmentsProviding {
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] {
        (self as? KeyframeSegment<V>).map { [$0] } ?? []
    }
}
#endif
