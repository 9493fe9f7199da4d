/// A `TimingFunction` (or none, meaning linear) with its Bézier table built once, for per-frame evaluation.
///
/// Built when a timeline is compiled; every frame then calls it without redoing the curve's setup. A trivial
/// value type, so compiled animations that hold it stay free of reference counting. Not API: public only to the
/// timing benchmarks, through `@_spi(Benchmarks) import AnimaCore`.
@_spi(Benchmarks) public struct PreparedTimingFunction: Sendable {
    // First, so that `evaluate` can treat the value's address as the curve's (a test checks the layout).
    @usableFromInline let bezier: PreparedCubicBezier
    /// The function as given; `.linear` when prepared from nil.
    public let function: TimingFunction

    /// Prepares `function`; nil (no timing function) prepares the identity.
    public init(_ function: TimingFunction?) {
        self.function = function ?? .linear
        if case let .cubicBezier(x1, y1, x2, y2) = function {
            bezier = PreparedCubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        } else {
            // Steps never read it; the identity curve builds no table.
            bezier = PreparedCubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
        }
    }

    /// The output for input progress `x`, as `function(x)` (Bézier results agree within 1e-7).
    ///
    /// Works on a copy of the value (about 750 bytes); per-frame code should call `evaluate(_:at:)` in place.
    @inlinable
    public func callAsFunction(_ x: Double) -> Double {
        withUnsafePointer(to: self) { Self.evaluate($0, at: x) }
    }

    /// The output for `x`, taking for a step function the limit from below at a step boundary when asked.
    @inlinable
    public func callAsFunction(_ x: Double, approachingFromBelow: Bool) -> Double {
        withUnsafePointer(to: self) { Self.evaluate($0, at: x, approachingFromBelow: approachingFromBelow) }
    }

    /// The output for input progress `x` of the prepared function at `prepared`, reading it in place; a step function
    /// takes the limit from below at a step boundary when `approachingFromBelow` (CSS Easing's before flag).
    @inlinable @inline(__always)
    public static func evaluate(_ prepared: UnsafePointer<Self>, at x: Double, approachingFromBelow: Bool = false) -> Double {
        UnsafeRawPointer(prepared).withMemoryRebound(to: PreparedCubicBezier.self, capacity: 1) { curve in
            // Steps and linear hold the identity curve, so the curves' hot path never reads `function`, which
            // sits in another cache line.
            if curve.pointee.isIdentity, case let .steps(count, position) = prepared.pointee.function {
                return TimingFunction.steps(count, position, at: x, approachingFromBelow: approachingFromBelow)
            }
            return PreparedCubicBezier.evaluate(curve, at: x)
        }
    }
}
