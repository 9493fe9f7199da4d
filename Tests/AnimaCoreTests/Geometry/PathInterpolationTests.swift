import Testing
import AnimaCore
import AnimaTestSupport
import RealModule

extension GeometryTests {
    /// Morphing between paths of the same structure.
    @Suite struct PathInterpolationTests {
        @Test func interpolatesPointByPoint() {
            let a = parsed("M0 0 L10 0 Q0 0 4 4 C0 0 2 2 6 6 Z")
            let b = parsed("M10 10 L20 30 Q2 2 8 8 C4 4 6 6 10 10 Z")
            #expect(a.interpolated(to: b, 0.5) == parsed("M5 5 L15 15 Q1 1 6 6 C2 2 4 4 8 8 Z"))
            #expect(a.interpolated(to: b, 0) == a)
            #expect(a.interpolated(to: b, 1) == b)
            // Not clamped: overshoot extrapolates (x: 0 + 2·10 = 20).
            #expect(a.interpolated(to: b, 2)?.elements.first == .move(to: Point(20, 20)))
        }

        @Test func differentStructureGivesNil() {
            #expect(parsed("M0 0 L1 1").interpolated(to: parsed("M0 0 Q1 1 2 2"), 0.5) == nil)
            #expect(parsed("M0 0 L1 1").interpolated(to: parsed("M0 0 L1 1 L2 2"), 0.5) == nil)
            #expect(Path().interpolated(to: Path(), 0.5) == Path())
        }

        @Test func roundedRectsOfDifferentRadiiMorph() throws {
            // Every rounded rectangle has the same structure, so radius 0 → 20 passes through 10.
            let rect = Rect(0, 0, 100, 60)
            let halfway = try #require(
                Path(roundedRect: rect, cornerRadius: 0).interpolated(to: Path(roundedRect: rect, cornerRadius: 20), 0.5))
            let expected = Path(roundedRect: rect, cornerRadius: 10)
            for (got, want) in zip(halfway.elements, expected.elements) {
                #expect(endPoint(got).map { p in p.isApproximatelyEqual(to: endPoint(want) ?? .zero, absoluteTolerance: 1e-12) } ?? (want == .close))
            }
        }

        @Test func finiteness() {
            #expect(parsed("M0 0 C1 2 3 4 5 6").isFinite)
            #expect(!Path(elements: [.move(to: .zero), .quad(to: Point(1, 1), control: Point(.nan, 0))]).isFinite)
            #expect(!Path(elements: [.line(to: Point(.infinity, 0))]).isFinite)
        }
    }
}
