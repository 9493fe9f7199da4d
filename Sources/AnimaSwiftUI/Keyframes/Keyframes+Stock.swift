#if !canImport(Darwin)
/// A keyframe reached along a straight line, its progress warped by a unit curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    /// Reaches `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
    }
    /// Itself.
    public var body: Self { return self }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.segments(as: type) }
}

/// A keyframe on a Catmull-Rom spline with its cubic neighbours.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    /// Reaches `to` after `duration` seconds; nil velocities keep the motion smooth.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .cubic(startVelocity: startVelocity,
                                                                           endVelocity: endVelocity))
    }
    /// Itself.
    public var body: Self { return self }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.segments(as: type) }
}

/// A keyframe reached on a spring, cut at `duration` (nil: the spring's settling duration).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    /// Springs to `to`; a nil `startVelocity` continues the previous segment's velocity.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))
    }
    /// Itself.
    public var body: Self { return self }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.segments(as: type) }
}

/// A jump to a value, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentsProviding {
    let segment: KeyframeSegment<Value>
    /// Jumps to `to`.
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, kind: .move) }
    /// Itself.
    public var body: Self { return self }
    func segments<V: Animatable>(as type: V.Type) -> [KeyframeSegment<V>] { segment.segments(as: type) }
}
#endif
