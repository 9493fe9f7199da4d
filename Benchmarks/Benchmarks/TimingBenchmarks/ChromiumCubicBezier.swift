/// Baseline: a faithful port of Chromium's `gfx::CubicBezier` solver (ui/gfx/geometry/cubic_bezier.cc),
/// the algorithm WebKit's `UnitBezier.h` also uses today.
///
/// Built once per curve, as Chromium does: coefficients, end gradients and an 11-entry table of x at
/// t = 0, 0.1, …, 1. A solve scans the table for the initial guess, takes up to 4 Newton steps and falls
/// back to bisection, all with ε = 1e-7. Only deviation: t0/t1 start as 0/1 instead of uninitialised
/// (Chromium leaves them unset when x exceeds the last sample by rounding) and bisection is capped.
struct ChromiumCubicBezier: Sendable {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    let startGradient: Double, endGradient: Double
    let samples: [Double]

    static let epsilon = 1e-7
    static let maxNewtonIterations = 4
    static let sampleCount = 11

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
        cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
        if p1x > 0 { startGradient = p1y / p1x }
        else if p1y == 0 && p2x > 0 { startGradient = p2y / p2x }
        else if p1y == 0 && p2y == 0 { startGradient = 1 }
        else { startGradient = 0 }
        if p2x < 1 { endGradient = (p2y - 1) / (p2x - 1) }
        else if p2y == 1 && p1x < 1 { endGradient = (p1y - 1) / (p1x - 1) }
        else if p2y == 1 && p1y == 1 { endGradient = 1 }
        else { endGradient = 0 }
        let (a, b, c) = (ax, bx, cx)
        samples = (0..<Self.sampleCount).map { i in
            let t = Double(i) / Double(Self.sampleCount - 1)
            return ((a * t + b) * t + c) * t
        }
    }

    @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    func solveCurveX(_ x: Double) -> Double {
        var t0 = 0.0, t1 = 1.0, t2 = x
        var x2 = 0.0
        let deltaT = 1.0 / Double(Self.sampleCount - 1)
        samples.withUnsafeBufferPointer { s in
            for i in 1..<Self.sampleCount where x <= s[i] {
                t1 = deltaT * Double(i)
                t0 = t1 - deltaT
                t2 = t0 + (t1 - t0) * (x - s[i - 1]) / (s[i] - s[i - 1])
                break
            }
        }
        for _ in 0..<Self.maxNewtonIterations {
            x2 = sampleX(t2) - x
            if abs(x2) < Self.epsilon { return t2 }
            let d2 = derivativeX(t2)
            if abs(d2) < Self.epsilon { break }
            t2 -= x2 / d2
        }
        if abs(x2) < Self.epsilon { return t2 }
        var guardCount = 0
        while t0 < t1 && guardCount < 200 {
            x2 = sampleX(t2)
            if abs(x2 - x) < Self.epsilon { return t2 }
            if x > x2 { t0 = t2 } else { t1 = t2 }
            t2 = (t1 + t0) * 0.5
            guardCount += 1
        }
        return t2
    }

    func solve(_ x: Double) -> Double {
        if x < 0 { return startGradient * x }
        if x > 1 { return 1 + endGradient * (x - 1) }
        return sampleY(solveCurveX(x))
    }
}
