#if !canImport(Darwin)
internal import AnimaCore

/// A function from progress in [0, 1] to a value, as SwiftUI's timing curves are (uikit-swiftui-anchors §5.1).
public struct UnitCurve: Hashable, Sendable {
    /// What the curve is.
    enum Kind: Hashable, Sendable {
        case bezier(Double, Double, Double, Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        indirect case inverse(Kind)
    }

    let kind: Kind

    /// A cubic Bézier from (0, 0) to (1, 1) with the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(Double(startControlPoint.x), Double(startControlPoint.y),
                                Double(endControlPoint.x), Double(endControlPoint.y)))
    }

    /// (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(kind: .bezier(0.42, 0, 0.58, 1))
    /// (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(kind: .bezier(0.42, 0, 1, 1))
    /// (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(kind: .bezier(0, 0, 0.58, 1))
    /// The identity.
    public static let linear = UnitCurve(kind: .bezier(0, 0, 1, 1))
    /// 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// circularEaseIn on the first half, circularEaseOut on the second.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The curve's value at `progress` (clamped to [0, 1]).
    public func value(at progress: Double) -> Double { Self.value(kind, Self.clamp(progress)) }

    /// The curve's slope at `progress` (clamped to [0, 1]).
    public func velocity(at progress: Double) -> Double { Self.velocity(kind, Self.clamp(progress)) }

    /// The curve with x and y swapped.
    public var inverse: UnitCurve {
        if case .inverse(let k) = kind { return UnitCurve(kind: k) }
        if case .bezier(let a, let b, let c, let d) = kind { return UnitCurve(kind: .bezier(b, a, d, c)) }
        return UnitCurve(kind: .inverse(kind))
    }

    /// The Core timing function with the same Bézier, or nil for the circular curves.
    var timingFunction: TimingFunction? {
        guard case .bezier(let a, let b, let c, let d) = kind else { return nil }
        return .cubicBezier(a, b, c, d)
    }

    private static func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }

    private static func value(_ kind: Kind, _ x: Double) -> Double {
        switch kind {
        case .bezier(let a, let b, let c, let d): CubicBezierSolver(x1: a, y1: b, x2: c, y2: d).solve(x)
        case .circularEaseIn: 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot()) : 0.5 * ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1)
        case .inverse(let k): invert(k, x)
        }
    }

    private static func velocity(_ kind: Kind, _ x: Double) -> Double {
        switch kind {
        case .bezier(let a, let b, let c, let d):
            let solver = CubicBezierSolver(x1: a, y1: b, x2: c, y2: d)
            let t = solver.solveT(x)
            let dx = solver.derivativeX(t)
            return dx == 0 ? (solver.derivativeY(t) == 0 ? 0 : .infinity) : solver.derivativeY(t) / dx
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot()
                : 2 * (1 - x) / (1 - (2 * x - 2) * (2 * x - 2)).squareRoot()
        case .inverse(let k):
            let slope = velocity(k, invert(k, x))
            return slope == 0 ? .infinity : 1 / slope
        }
    }

    /// The y at which the monotonic curve `kind` reaches `x`, by bisection.
    private static func invert(_ kind: Kind, _ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if value(kind, mid) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
#endif
