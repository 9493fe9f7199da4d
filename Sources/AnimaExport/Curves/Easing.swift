import AnimaCore

/// The easing of one keyframe segment or of a whole iteration, in the forms exporters can write.
enum Easing: Sendable, Hashable {
    /// Output equals input.
    case linear
    /// A cubic Bézier from (0,0) to (1,1) with control points (x1, y1) and (x2, y2).
    case cubic(Double, Double, Double, Double)
    /// A CSS step function.
    case steps(Int, TimingFunction.StepPosition)
    /// A piecewise-linear function through evenly spaced samples from input 0 to 1 (CSS `linear()`).
    case samples([Double])

    /// The easing of a timing function (nil is linear).
    init(_ f: TimingFunction?) {
        switch f {
        case nil: self = .linear
        case let .cubicBezier(x1, y1, x2, y2)?:
            self = (x1 == y1 && x2 == y2) ? .linear : .cubic(x1, y1, x2, y2)
        case let .steps(n, position)?: self = .steps(n, position)
        }
    }

    /// Holds the start value until the next keyframe (discrete keyframes, Lottie hold keyframes).
    static let hold = Easing.steps(1, .end)

    var isLinear: Bool { self == .linear }
    var isHold: Bool { self == .hold }

    /// The output at input progress `x` in 0…1.
    func callAsFunction(_ x: Double) -> Double {
        switch self {
        case .linear: return x
        case let .cubic(x1, y1, x2, y2): return TimingFunction.cubicBezier(x1, y1, x2, y2)(x)
        case let .steps(n, position): return TimingFunction.steps(n, position)(x)
        case .samples(let ys):
            guard ys.count > 1 else { return ys.first ?? x }
            let scaled = Swift.min(Swift.max(x, 0), 1) * Double(ys.count - 1)
            let i = Swift.min(Int(scaled), ys.count - 2)
            return ys[i] + (ys[i + 1] - ys[i]) * (scaled - Double(i))
        }
    }

    /// The same easing played backwards in time: `1 − f(1 − x)`.
    var mirrored: Easing {
        switch self {
        case .linear: .linear
        case let .cubic(x1, y1, x2, y2): .cubic(1 - x2, 1 - y2, 1 - x1, 1 - y1)
        case let .steps(n, position):
            switch position {
            case .end: .steps(n, .start)
            case .start: .steps(n, .end)
            case .none, .both: .steps(n, position)
            }
        case .samples(let ys): .samples(ys.reversed().map { 1 - $0 })
        }
    }

    /// The part of this easing between inputs `x0` and `x1`, renormalised to run from (0,0) to (1,1), with the outputs
    /// at both ends; cubic Béziers are split exactly (de Casteljau), others resampled.
    func slice(_ x0: Double, _ x1: Double) -> (easing: Easing, y0: Double, y1: Double) {
        let y0 = self(x0), y1 = self(x1)
        switch self {
        case .linear:
            return (.linear, x0, x1)
        case let .cubic(ax1, ay1, ax2, ay2):
            let bezier = CubicCurve(x1: ax1, y1: ay1, x2: ax2, y2: ay2)
            let piece = bezier.piece(fromX: x0, toX: x1)
            return (piece.easing, piece.y0, piece.y1)
        case .steps where isHold:
            return (x1 < 1 ? .linear : .hold, y0, y1)
        case .steps, .samples:
            guard y1 != y0 else { return (.linear, y0, y1) }
            let n = 32
            let ys = (0...n).map { i in (self(x0 + (x1 - x0) * Double(i) / Double(n)) - y0) / (y1 - y0) }
            return (.samples(ys), y0, y1)
        }
    }
}
