/// How an animation's progress maps to its output within one iteration, as CAMediaTimingFunction and CSS easing.
public enum TimingFunction: Sendable, Hashable {
    /// A cubic Bézier from (0,0) to (1,1) with control points (x1,y1) and (x2,y2).
    case cubicBezier(Double, Double, Double, Double)
    /// A staircase of `count` steps with the given jump position.
    case steps(Int, StepPosition)

    /// Where a step function jumps.
    public enum StepPosition: String, Sendable, Hashable, CaseIterable {
        case start, end, none, both
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

    /// The output for input progress `x` (TODO: replaced by the solver).
    public func callAsFunction(_ x: Double) -> Double { x }
}
