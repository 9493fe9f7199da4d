import Testing
import AnimaCore

/// Groups the geometry suites so `swift test --filter Geometry` selects them.
@Suite enum GeometryTests {}

/// Whether two numbers differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    Swift.abs(a - b) <= tolerance
}

/// Whether two points differ by at most `tolerance` in each coordinate.
func isClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

/// Whether two rectangles differ by at most `tolerance` in each number.
func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance) && isClose(a.width, b.width, tolerance)
        && isClose(a.height, b.height, tolerance)
}

/// 4/3·(√2 − 1), the quarter-circle control-arm ratio, computed here rather than copied from the code.
let quarterCircleKappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

/// Parses path data that the test knows to be valid, failing the test (not trapping) otherwise.
func parsed(_ data: String, sourceLocation: SourceLocation = #_sourceLocation) -> Path {
    do {
        return try Path(svgPathData: data)
    } catch {
        Issue.record("could not parse \(data): \(error)", sourceLocation: sourceLocation)
        return Path()
    }
}

/// The drawing end point of an element, for tests that only check where segments go.
func endPoint(_ element: Path.Element) -> Point? {
    switch element {
    case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): return p
    case .close: return nil
    }
}
