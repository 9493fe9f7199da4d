import Testing
import AnimaCore

/// Groups the geometry suites so `swift test --filter Geometry` selects them.
@Suite enum GeometryTests {}

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
