/// A cubic-Bézier timing curve prepared once for solving many inputs: a table of t(x) plus one Newton step.
///
/// `CubicBezierSolver` needs no preparation but spends one Halley and two Newton steps per call. When the same
/// curve is sampled every frame (the timeline), the work that depends only on the curve is done here once:
///
/// 1. The input range is cut into 32 equal cells. For each cell a cubic in the cell's local coordinate
///    approximates t(x): Hermite interpolation of the exact t and dt/dx at the cell's ends, slopes limited to
///    three times the secant (Fritsch–Carlson) so zero derivatives cannot blow the cubic up.
/// 2. Each regular cell also stores the largest residual |x(t₀) − x| of the table's guess t₀ after which one
///    Newton step is proven to leave y within `acceptedError`: with x′ ≥ m and |x″| ≤ M on the cell, the step's
///    error is at most M·r²/(2m³) (Taylor with remainder), so the bound is r ≤ √(2m³·ε/(M·max|y′|)).
///    The solve therefore checks the residual it needs for the Newton step anyway, and computes nothing else.
/// 3. Where x′(t) is zero at an end (x1 = 0 or x2 = 1, as in easeOut and easeIn), t behaves like √x there, which
///    no polynomial in x follows; that end cell is tabulated in √ of the distance to the end instead, in which
///    t is smooth again, and is solved with a Halley step and a residual check that follows the local slope.
/// 4. A guess the bound rejects (none on the named curves; on random curves the near-vertical stretches) goes
///    to the solver's bracketed Newton/bisection loop.
///
/// A trivial value type (no arrays), so it can sit inside the timeline's compiled animations.
@_spi(Benchmarks) public struct PreparedCubicBezier: Sendable {
    /// The number of equal cells the table cuts [0, 1] into.
    // Computed, not a stored `static let`, so it folds to a constant instead of a lazy global's addressor call.
    @inlinable public static var cellCount: Int { 32 }

    /// The largest error in y a table guess plus one Newton step is accepted with (the fallback reaches 1e-13).
    public static let acceptedError = 1e-9

    /// One cell: the power-basis coefficients (c0, c1, c2, c3) of t in the cell's local coordinate.
    // Float: the Newton step squares the guess's error, and the table's half size matters when many curves are
    // sampled in turn (a timeline's worth stays in L1/L2).
    @usableFromInline typealias Cell = SIMD4<Float>
    @usableFromInline typealias EightCells = (Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell)
    @usableFromInline typealias Cells = (EightCells, EightCells, EightCells, EightCells)
    @usableFromInline typealias EightBounds = (Float, Float, Float, Float, Float, Float, Float, Float)
    @usableFromInline typealias Bounds = (EightBounds, EightBounds, EightBounds, EightBounds)

    // The fields every solve reads come first, in one cache line; `evaluate` finds cell i at `cellsOffset + i · 16`
    // and its bound at `boundsOffset + i · 4` bytes from the value's address (a test checks the layout).
    @usableFromInline let solver: CubicBezierSolver
    @usableFromInline let isIdentity: Bool
    /// The cell tabulated in √ of the distance to x = 0 (resp. x = 1), or −1 when that end is regular.
    @usableFromInline let sqrtStartCell: Int8, sqrtEndCell: Int8
    /// The regular cells as a first index and a count minus one, so that one unsigned comparison tells them apart.
    @usableFromInline let firstRegularCell: UInt8, regularCellSpan: UInt8
    @usableFromInline let cells: Cells
    /// Per regular cell, the largest |x(t₀) − x| accepted for the table's guess t₀ (0 rejects every guess).
    @usableFromInline let bounds: Bounds
    /// The control points as given, for the extrapolation outside [0, 1].
    @usableFromInline let x1: Double, y1: Double, x2: Double, y2: Double

    /// The byte offset of `cells` (checked by a test).
    @inlinable static var cellsOffset: Int { 64 }
    /// The byte offset of `bounds` (checked by a test).
    @inlinable static var boundsOffset: Int { 64 + 32 * 16 }

    /// Prepares the curve with control points (x1, y1) and (x2, y2); x1 and x2 are clamped to [0, 1] as in
    /// `CubicBezierSolver`.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        isIdentity = x1 == y1 && x2 == y2
        let solver = CubicBezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
        self.solver = solver
        let n = Self.cellCount
        // Exact comparisons: only a derivative that is exactly zero makes t(x) non-smooth at the end; a tiny
        // one is merely steep, which the slope limit and the fallback handle.
        let sqrtStart = solver.derivativeX(0) == 0 ? 0 : -1, sqrtEnd = solver.derivativeX(1) == 0 ? n - 1 : -1
        sqrtStartCell = Int8(sqrtStart); sqrtEndCell = Int8(sqrtEnd)
        firstRegularCell = sqrtStart == 0 ? 1 : 0
        regularCellSpan = UInt8((sqrtEnd == n - 1 ? n - 2 : n - 1) - Int(firstRegularCell))
        var cells = Self.zeroCells
        var bounds = Self.zeroBounds
        if !isIdentity {
            let nodes = (0...n).map { k in Self.accurateT(solver, Double(k) / Double(n)) }
            withUnsafeMutableBytes(of: &cells) { raw in
                for i in 0..<n {
                    let c = Self.cell(i, nodes: nodes, solver: solver, sqrtAtStart: i == sqrtStart, sqrtAtEnd: i == sqrtEnd)
                    raw.storeBytes(of: Cell(c), toByteOffset: i * MemoryLayout<Cell>.stride, as: Cell.self)
                }
            }
            withUnsafeMutableBytes(of: &bounds) { raw in
                for i in 0..<n where i != sqrtStart && i != sqrtEnd {
                    let bound = Float(Self.acceptedResidual(solver, from: nodes[i], to: nodes[i + 1]))
                    // Rounded down so the Float never accepts more than the proof allows.
                    raw.storeBytes(of: bound > 0 ? bound.nextDown : 0, toByteOffset: i * 4, as: Float.self)
                }
            }
        }
        self.cells = cells
        self.bounds = bounds
    }

    /// Prepares a `TimingFunction.cubicBezier`'s curve.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// The output for input progress `x`, equal to `TimingFunction.cubicBezier(x1, y1, x2, y2)(x)` within 1e-7.
    ///
    /// Reads a copy of the whole value (about 700 bytes); per-frame code should call `evaluate(_:at:)` on the
    /// value in place instead.
    @inlinable
    public func callAsFunction(_ x: Double) -> Double {
        withUnsafePointer(to: self) { Self.evaluate($0, at: x) }
    }

    /// The output for input progress `x` of the prepared curve at `curve`, reading only the table cell it needs.
    // A pointer, not `self`: every way of indexing a table inside a value (tuple, SIMD vector) made the
    // compiler load or copy all of it per call, which cost more than the solve.
    @inlinable @inline(__always)
    public static func evaluate(_ curve: UnsafePointer<Self>, at x: Double) -> Double {
        if curve.pointee.isIdentity { return x }
        // Written so that NaN leaves here too (it must not reach the Int conversion below).
        guard x > 0 && x < 1 else {
            // The curve passes through (0, 0) and (1, 1) exactly; solving there could only blur that where
            // x′ = 0 at the end (x is flat to rounding over 1e-8 of t, and y is not).
            if x == 0 || x == 1 || x.isNaN { return x }
            let c = curve.pointee
            return TimingFunction.extrapolate(c.x1, c.y1, c.x2, c.y2, at: x)
        }
        return curve.pointee.solver.sampleY(solveT(curve, x))
    }

    /// The parameter t in [0, 1] with x(t) = `x`, for `x` in [0, 1].
    @inlinable @inline(__always)
    static func solveT(_ curve: UnsafePointer<Self>, _ x: Double) -> Double {
        // x < 1 and the scale is a power of two, so the product is below `cellCount` and i is a valid cell.
        let scaled = x * Double(cellCount)
        let i = Int(scaled)
        let f = scaled - Double(i)
        // Rare branch: only curves with a zero end slope have such cells, and only 1/32 of inputs fall there.
        if UInt(bitPattern: i &- Int(curve.pointee.firstRegularCell)) > UInt(curve.pointee.regularCellSpan) {
            return solveInEndCell(curve, x, cell: i, local: f)
        }
        let raw = UnsafeRawPointer(curve)
        let c = SIMD4<Double>(raw.load(fromByteOffset: cellsOffset &+ i &* MemoryLayout<Cell>.stride, as: Cell.self))
        let bound = Double(raw.load(fromByteOffset: boundsOffset &+ i &* MemoryLayout<Float>.stride, as: Float.self))
        let solver = curve.pointee.solver
        var t = c[0] + c[1] * f + (c[2] + c[3] * f) * (f * f)
        let r = solver.sampleX(t) - x
        t -= r / solver.derivativeX(t)
        // Written as !(≤) so NaN (from non-finite control points) takes the safe path too.
        if !(Swift.abs(r) <= bound) { t = refine(solver, x, from: t) }
        return t
    }

    /// A guess the bound rejected: one Halley step and a residual check against the local slope first (enough for
    /// most of them, such as the cells next to a zero-slope end), the solver's safe loop if that fails too.
    @usableFromInline @inline(never)
    static func refine(_ solver: CubicBezierSolver, _ x: Double, from start: Double) -> Double {
        var t = start
        let r = solver.sampleX(t) - x, d = solver.derivativeX(t), d2 = 6 * solver.ax * t + 2 * solver.bx
        t -= (r * d) / (d * d - 0.5 * r * d2)
        let residual = Swift.abs(solver.sampleX(t) - x)
        // Written as !(…) so NaN takes the safe path.
        if !(t >= 0 && t <= 1 && isAccurateInY(solver, t, residual: residual)) { t = solver.solveTSafely(x, from: start) }
        return t
    }

    /// The solve in a cell tabulated in √ of the distance to a zero-slope end, where dy/dx is unbounded: the √-cell's
    /// guess, then `refine` (a Halley step and a check against the local slope).
    @usableFromInline @inline(never)
    static func solveInEndCell(_ curve: UnsafePointer<Self>, _ x: Double, cell i: Int, local f: Double) -> Double {
        let sigma = i == Int(curve.pointee.sqrtStartCell) ? f.squareRoot() : 1 - (1 - f).squareRoot()
        let raw = UnsafeRawPointer(curve)
        let c = SIMD4<Double>(raw.load(fromByteOffset: cellsOffset &+ i &* MemoryLayout<Cell>.stride, as: Cell.self))
        let t = c[0] + c[1] * sigma + (c[2] + c[3] * sigma) * (sigma * sigma)
        return refine(curve.pointee.solver, x, from: t)
    }

    /// Whether a residual in x leaves y within the tolerance: |Δy| ≈ |Δx|·y′/x′, large where x′ → 0.
    @inlinable @inline(__always)
    static func isAccurateInY(_ solver: CubicBezierSolver, _ t: Double, residual: Double) -> Bool {
        let slope = solver.derivativeX(t)
        return residual * Swift.max(slope, Swift.abs(solver.derivativeY(t))) <= CubicBezierSolver.tolerance * slope
    }

    // MARK: Preparation

    /// The largest residual |x(t₀) − x| for which one Newton step from t₀ leaves y within `acceptedError`, for
    /// guesses and roots in [t0, t1] (widened by a margin for the table's Float rounding); 0 where x′ can vanish.
    ///
    /// Newton's error is e₁ = x″(ξ)·e₀²/(2x′(t₀)) and |e₀| ≤ |r|/m, so |e₁| ≤ M·r²/(2m³) with m = min x′ and
    /// M = max |x″| over the interval; y then moves by at most max|y′|·|e₁|.
    static func acceptedResidual(_ solver: CubicBezierSolver, from t0: Double, to t1: Double) -> Double {
        let lo = Swift.max(t0 - 1e-6, 0), hi = Swift.min(t1 + 1e-6, 1)
        let minSlope = extremes(of: solver.derivativeX, quadratic: (3 * solver.ax, 2 * solver.bx), from: lo, to: hi).min
        let maxCurvature = Swift.max(Swift.abs(2 * solver.bx + 6 * solver.ax * lo), Swift.abs(2 * solver.bx + 6 * solver.ax * hi))
        let y = extremes(of: solver.derivativeY, quadratic: (3 * solver.ay, 2 * solver.by), from: lo, to: hi)
        let maxYSlope = Swift.max(Swift.abs(y.min), Swift.abs(y.max), 1e-300)
        guard minSlope > 0, minSlope.isFinite, maxCurvature.isFinite, maxYSlope.isFinite else { return 0 }
        let errorInT = acceptedError / maxYSlope
        // A straight x(t) (M = 0) makes Newton exact: any residual inside the cell is fine.
        guard maxCurvature > 0 else { return 1 }
        let bound = (2 * minSlope * minSlope * minSlope * errorInT / maxCurvature).squareRoot()
        return bound.isFinite ? bound : 0
    }

    /// The smallest and largest value on [lo, hi] of the quadratic `f` whose t² and t coefficients are given.
    static func extremes(of f: (Double) -> Double, quadratic: (a: Double, b: Double),
                         from lo: Double, to hi: Double) -> (min: Double, max: Double) {
        var low = Swift.min(f(lo), f(hi)), high = Swift.max(f(lo), f(hi))
        if quadratic.a != 0 {
            let vertex = -quadratic.b / (2 * quadratic.a)
            if vertex > lo && vertex < hi { low = Swift.min(low, f(vertex)); high = Swift.max(high, f(vertex)) }
        }
        return (low, high)
    }

    static let zeroCells: Cells = {
        let eight: EightCells = (Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell())
        return (eight, eight, eight, eight)
    }()

    static let zeroBounds: Bounds = {
        let eight: EightBounds = (0, 0, 0, 0, 0, 0, 0, 0)
        return (eight, eight, eight, eight)
    }()

    /// t with x(t) = x to the solver's tightest tolerance; the table's nodes must be exact, not merely close.
    static func accurateT(_ solver: CubicBezierSolver, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return solver.solveTSafely(x, from: x)
    }

    /// The Hermite cubic through the nodes of cell `i`, in power basis of the cell's local coordinate.
    ///
    /// The local coordinate is f = (x − xᵢ)·n, or σ = √f (σ = 1 − √(1 − f)) in a cell at a zero-slope start (end).
    static func cell(_ i: Int, nodes: [Double], solver: CubicBezierSolver,
                     sqrtAtStart: Bool, sqrtAtEnd: Bool) -> SIMD4<Double> {
        let h = 1 / Double(cellCount)
        let t0 = nodes[i], t1 = nodes[i + 1]
        let secant = t1 - t0
        // dt/df = h / x′(t); in σ it is 2h / x′(t) at the regular end (df/dσ = 2 there).
        var m0 = h / solver.derivativeX(t0), m1 = h / solver.derivativeX(t1)
        if sqrtAtStart {
            // x ≈ k·t² near t = 0 with k = x″(0)/2, so t ≈ σ·√(h/k).
            let k = solver.bx
            m0 = k > 0 ? (h / k).squareRoot() : .infinity
            m1 *= 2
        }
        if sqrtAtEnd {
            // 1 − x ≈ k·(1 − t)² near t = 1 with k = −x″(1)/2.
            let k = -(solver.bx + 3 * solver.ax)
            m0 *= 2
            m1 = k > 0 ? (h / k).squareRoot() : .infinity
        }
        // Fritsch–Carlson limit: keeps the cubic monotonic and finite where x′ vanishes.
        m0 = Swift.min(Swift.max(m0, 0), 3 * secant)
        m1 = Swift.min(Swift.max(m1, 0), 3 * secant)
        return SIMD4(t0, m0, 3 * secant - 2 * m0 - m1, m0 + m1 - 2 * secant)
    }
}
