/// A cubic-Bézier timing curve prepared once for solving many inputs: a table of t(x) plus one Halley step.
///
/// `CubicBezierSolver` needs no preparation but spends one Halley and two Newton steps per call. When the same
/// curve is sampled every frame (the timeline), the work that depends only on the curve is done here once:
///
/// 1. The input range is cut into 16 equal cells. For each cell a cubic in the cell's local coordinate
///    approximates t(x): Hermite interpolation of the exact t and dt/dx at the cell's ends, slopes limited to
///    three times the secant (Fritsch–Carlson) so zero derivatives cannot blow the cubic up.
/// 2. Where x′(t) is zero at an end (x1 = 0 or x2 = 1, as in easeOut and easeIn), t behaves like √x there, which
///    no polynomial in x follows; that end cell is tabulated in √ of the distance to the end instead, in which
///    t is smooth again.
/// 3. A solve reads its cell (no search, no data-dependent loop), evaluates the cubic, takes one Halley step
///    and checks the residual so that both x and y are within `CubicBezierSolver.tolerance`; the rare miss
///    (none on the named curves; on random curves mostly the near-vertical ones) goes to the
///    solver's bracketed Newton/bisection loop.
///
/// A trivial value type (no arrays), so it can sit inside the timeline's compiled animations.
@_spi(Benchmarks) public struct PreparedCubicBezier: Sendable {
    /// The number of equal cells the table cuts [0, 1] into.
    // Computed, not a stored `static let`, so it folds to a constant instead of a lazy global's addressor call.
    @inlinable public static var cellCount: Int { 16 }

    /// One cell: the power-basis coefficients (c0, c1, c2, c3) of t in the cell's local coordinate.
    // Float: the Halley step cubes the guess's error, so 1e-7 in the guess still ends far below 1e-13, and the
    // table's half size matters when many curves are sampled in turn (a timeline's worth stays in L1/L2).
    @usableFromInline typealias Cell = SIMD4<Float>
    @usableFromInline
    typealias Cells = (Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell)

    // First, so that it starts at offset 0 and `evaluate` finds cell i at `i · 16` bytes from the value's
    // address (a test checks the layout). The fields every solve reads follow it, the cold ones come last.
    @usableFromInline let cells: Cells
    @usableFromInline let solver: CubicBezierSolver
    /// The cell tabulated in √ of the distance to x = 0 (resp. x = 1), or −1 when that end is regular.
    @usableFromInline let sqrtStartCell: Int8, sqrtEndCell: Int8
    @usableFromInline let isIdentity: Bool
    /// The largest |x(t) − x| accepted outside the √ cells: `CubicBezierSolver.tolerance` divided by the
    /// steepest dy/dx there, so the error in y stays below that tolerance too (0 when y is vertically steep).
    @usableFromInline let xTolerance: Double
    /// The control points as given, for the extrapolation outside [0, 1].
    @usableFromInline let x1: Double, y1: Double, x2: Double, y2: Double

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
        xTolerance = CubicBezierSolver.tolerance / Self.steepestSlope(solver, from: sqrtStart == 0 ? 1 : 0,
                                                                       to: sqrtEnd == n - 1 ? n - 1 : n)
        var cells = Self.zeroCells
        if !isIdentity {
            let nodes = (0...n).map { k in Self.accurateT(solver, Double(k) / Double(n)) }
            withUnsafeMutableBytes(of: &cells) { raw in
                for i in 0..<n {
                    let c = Self.cell(i, nodes: nodes, solver: solver, sqrtAtStart: i == sqrtStart, sqrtAtEnd: i == sqrtEnd)
                    raw.storeBytes(of: Cell(c), toByteOffset: i * MemoryLayout<Cell>.stride, as: Cell.self)
                }
            }
        }
        self.cells = cells
    }

    /// Prepares a `TimingFunction.cubicBezier`'s curve.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// The output for input progress `x`, equal to `TimingFunction.cubicBezier(x1, y1, x2, y2)(x)` within 1e-7.
    ///
    /// Reads a copy of the whole value (about 350 bytes); per-frame code should call `evaluate(_:at:)` on the
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
        let scaled = x * Double(cellCount)
        let i = Swift.min(Int(scaled), cellCount - 1)
        var f = scaled - Double(i)
        var tolerance = curve.pointee.xTolerance
        // Rare branches: only curves with a zero end slope have such cells, and only 1/16 of inputs fall there.
        // There dy/dx is unbounded, so the tolerance follows the local slope (checked below).
        if i == Int(curve.pointee.sqrtStartCell) {
            f = f.squareRoot()
            tolerance = -1
        } else if i == Int(curve.pointee.sqrtEndCell) {
            f = 1 - (1 - f).squareRoot()
            tolerance = -1
        }
        let c = SIMD4<Double>(UnsafeRawPointer(curve).load(fromByteOffset: i &* MemoryLayout<Cell>.stride, as: Cell.self))
        var t = c[0] + c[1] * f + (c[2] + c[3] * f) * (f * f)
        let solver = curve.pointee.solver
        // Halley rather than Newton, for the same one division: cubic convergence turns the table's worst
        // guesses (about 3e-5 where x‴ is large against x′, as in `default`) into 1e-14 instead of 1e-9.
        let r = solver.sampleX(t) - x, d = solver.derivativeX(t), d2 = 6 * solver.ax * t + 2 * solver.bx
        t -= (r * d) / (d * d - 0.5 * r * d2)
        // Written as !(≤) so NaN (a zero derivative in the step) takes the safe path.
        let residual = Swift.abs(solver.sampleX(t) - x)
        if !(residual <= tolerance) && !Self.isAccurateInY(solver, t, residual: residual) {
            t = solver.solveTSafely(x, from: t)
        }
        return t
    }

    /// Whether a residual in x leaves y within the tolerance: |Δy| ≈ |Δx|·y′/x′, large where x′ → 0.
    @inlinable @inline(__always)
    static func isAccurateInY(_ solver: CubicBezierSolver, _ t: Double, residual: Double) -> Bool {
        let slope = solver.derivativeX(t)
        return residual * Swift.max(slope, Swift.abs(solver.derivativeY(t))) <= CubicBezierSolver.tolerance * slope
    }

    // MARK: Preparation

    /// max(1, |dy/dx|) over the cells `first..<end`, sampled densely with a safety factor of 2.
    ///
    /// Infinite where x′ vanishes (a mid-curve vertical tangent): every solve then takes the y-aware check.
    static func steepestSlope(_ solver: CubicBezierSolver, from first: Int, to end: Int) -> Double {
        guard first < end else { return 1 }
        let lo = accurateT(solver, Double(first) / Double(cellCount))
        let hi = accurateT(solver, Double(end) / Double(cellCount))
        var steepest = 1.0
        let samples = 512
        for k in 0...samples {
            let t = lo + (hi - lo) * Double(k) / Double(samples)
            let dx = solver.derivativeX(t), dy = Swift.abs(solver.derivativeY(t))
            steepest = Swift.max(steepest, dx > 0 ? dy / dx : .infinity)
        }
        // NaN (non-finite control points) must not make the tolerance NaN, which would accept nothing anyway.
        return steepest.isNaN ? .infinity : 2 * steepest
    }

    static let zeroCells: Cells = (
        Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell(),
        Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), Cell()
    )

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
