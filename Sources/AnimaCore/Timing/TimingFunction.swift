/// How an animation's progress maps to its output within one iteration, as CAMediaTimingFunction and CSS easing.
public enum TimingFunction: Sendable, Hashable {
    /// A cubic Bézier from (0,0) to (1,1) with control points (x1,y1) and (x2,y2).
    case cubicBezier(Double, Double, Double, Double)
    /// A staircase of `count` steps with the given jump position.
    case steps(Int, StepPosition)

    /// Where a step function jumps.
    public enum StepPosition: String, Sendable, Hashable, CaseIterable {
        /// The first jump happens at the start (CSS `jump-start`).
        case start
        /// The last jump happens at the end (CSS `jump-end`).
        case end
        /// No jump at either end (CSS `jump-none`).
        case none
        /// Jumps at both the start and the end (CSS `jump-both`).
        case both
    }

    /// (0, 0, 1, 1).
    public static let linear = TimingFunction.cubicBezier(0, 0, 1, 1)
    /// (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction.cubicBezier(0.42, 0, 1, 1)
    /// (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction.cubicBezier(0, 0, 0.58, 1)
    /// (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction.cubicBezier(0.42, 0, 0.58, 1)
    /// (0.25, 0.1, 0.25, 1), Core Animation's default and CSS `ease`.
    public static let `default` = TimingFunction.cubicBezier(0.25, 0.1, 0.25, 1)

    /// The five named curves with their `CAMediaTimingFunctionName` raw values.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// The output for input progress `x`; inputs outside [0, 1] are extrapolated as CSS easing does.
    ///
    /// Called per frame for every animation, so it does not allocate: the Bézier solver is built on the
    /// stack from the four control points. Step functions use the after-the-jump value at a step
    /// boundary (the CSS "before flag" unset); see `callAsFunction(_:approachingFromBelow:)`.
    @inlinable
    public func callAsFunction(_ x: Double) -> Double {
        switch self {
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.cubicBezier(x1, y1, x2, y2, at: x)
        case let .steps(count, position):
            return Self.steps(count, position, at: x, approachingFromBelow: false)
        }
    }

    /// The output for `x`, taking for a step function the limit from below at a step boundary when asked.
    ///
    /// This is CSS Easing's "before flag" (Blink's `LimitDirection::LEFT`): an animation in its before
    /// phase, or running backwards onto a boundary, shows the value before the jump.
    @inlinable
    public func callAsFunction(_ x: Double, approachingFromBelow: Bool) -> Double {
        switch self {
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.cubicBezier(x1, y1, x2, y2, at: x)
        case let .steps(count, position):
            return Self.steps(count, position, at: x, approachingFromBelow: approachingFromBelow)
        }
    }

    /// The control points (x1, y1, x2, y2) of a cubic Bézier, or nil for steps.
    public var controlPoints: (Double, Double, Double, Double)? {
        if case let .cubicBezier(x1, y1, x2, y2) = self { return (x1, y1, x2, y2) }
        return nil
    }

    /// The `CAMediaTimingFunctionName` raw value ("easeInEaseOut", …) when this is one of the five named curves.
    public var name: String? {
        Self.named.first { $0.function == self }?.name
    }

    /// Whether the output equals the input everywhere (a Bézier with x1 == y1 and x2 == y2).
    public var isLinear: Bool {
        if case let .cubicBezier(x1, y1, x2, y2) = self { return x1 == y1 && x2 == y2 }
        return false
    }

    // MARK: Cubic Bézier

    @inlinable
    static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        // y(t) ≡ x(t) when the control points lie on the diagonal, so the curve is the identity; the end
        // gradients below are then 1 as well, so this also holds outside [0, 1].
        if x1 == y1 && x2 == y2 { return x }
        if x < 0 || x > 1 { return extrapolate(x1, y1, x2, y2, at: x) }
        return CubicBezierSolver(x1: x1, y1: y1, x2: x2, y2: y2).solve(x)
    }

    /// Chromium's `gfx::CubicBezier::InitGradients` rule: continue along the tangent at the nearer end.
    @usableFromInline
    static func extrapolate(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        // The solver clamps x1 and x2, so the tangents use the same clamped curve.
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        if x < 0 {
            let gradient: Double
            if x1 > 0 { gradient = y1 / x1 }
            else if y1 == 0 && x2 > 0 { gradient = y2 / x2 }
            else if y1 == 0 && y2 == 0 { gradient = 1 }
            // A vertical tangent: Chromium uses a flat line rather than an infinite slope.
            else { gradient = 0 }
            // Written so that gradient 0 with x = −∞ gives 0, not NaN.
            return gradient == 0 ? 0 : gradient * x
        } else {
            let gradient: Double
            if x2 < 1 { gradient = (y2 - 1) / (x2 - 1) }
            else if y2 == 1 && x1 < 1 { gradient = (y1 - 1) / (x1 - 1) }
            else if y2 == 1 && y1 == 1 { gradient = 1 }
            else { gradient = 0 }
            return gradient == 0 ? 1 : 1 + gradient * (x - 1)
        }
    }

    // MARK: Steps

    /// CSS Easing 1 §2.3 "step easing function", with the before flag as `approachingFromBelow`.
    ///
    /// Invalid counts never trap: a count below 1 acts as 1, and `.none` (which CSS only accepts with at
    /// least 2 steps, since one step would have to be 0 and 1 at once) acts as 2 steps when given fewer.
    @inlinable
    static func steps(_ count: Int, _ position: StepPosition, at x: Double, approachingFromBelow: Bool) -> Double {
        let steps = Double(max(count, position == .none ? 2 : 1))
        // Double arithmetic throughout, so huge or non-finite x cannot overflow an Int conversion.
        let scaled = x * steps
        var current = scaled.rounded(.down)
        if position == .start || position == .both { current += 1 }
        if approachingFromBelow && scaled == scaled.rounded(.down) { current -= 1 }
        if x >= 0 && current < 0 { current = 0 }
        let jumps: Double
        switch position {
        case .start, .end: jumps = steps
        case .none: jumps = steps - 1
        case .both: jumps = steps + 1
        }
        if x <= 1 && current > jumps { current = jumps }
        return current / jumps
    }
}
