#if !canImport(Darwin)
/// A tap (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture {
    /// Taps needed.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
    /// Nothing.
    public typealias Value = Void
    /// No callbacks yet.
    public func _callbacks() -> GestureCallbacks<Void> { GestureCallbacks() }
}

/// A long press (SwiftUI's `LongPressGesture`).
public struct LongPressGesture: Gesture {
    /// The press's least duration.
    public var minimumDuration: Double
    /// How far the finger may move.
    public var maximumDistance: CGFloat
    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
    /// Whether the press is down.
    public typealias Value = Bool
    /// No callbacks yet.
    public func _callbacks() -> GestureCallbacks<Bool> { GestureCallbacks() }
}

/// A pinch (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Gesture {
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    /// The pinch's state.
    public struct Value: Equatable, Sendable {
        /// The scale.
        public var magnification: CGFloat
    }
    /// No callbacks yet.
    public func _callbacks() -> GestureCallbacks<Value> { GestureCallbacks() }
}

/// A pinch reporting its scale (SwiftUI's older `MagnificationGesture`).
public struct MagnificationGesture: Gesture {
    /// A pinch that starts after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    /// The scale.
    public typealias Value = CGFloat
    /// No callbacks yet.
    public func _callbacks() -> GestureCallbacks<CGFloat> { GestureCallbacks() }
}

/// A two-finger rotation (SwiftUI's `RotationGesture`).
public struct RotationGesture: Gesture {
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    /// The angle.
    public typealias Value = Angle
    /// No callbacks yet.
    public func _callbacks() -> GestureCallbacks<Angle> { GestureCallbacks() }
}
#endif
