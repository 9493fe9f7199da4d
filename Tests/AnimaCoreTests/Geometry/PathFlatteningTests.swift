import Testing
import AnimaCore
import AnimaTestSupport
import RealModule

extension GeometryTests {
    /// Turning curves into polylines within a tolerance.
    @Suite struct PathFlatteningTests {
        /// A circle of radius 100 from eight 45° cubics, control arms 4/3·tan(π/16)·r long; such a
        /// curve strays about 4·10⁻⁶ of r from the true circle, so any larger error is flattening's.
        func eightCubicCircle() -> Path {
            let r = 100.0
            let arm = 4.0 / 3.0 * Double.tan(Double.pi / 16) * r
            var path = Path()
            path.move(to: Point(r, 0))
            for i in 0..<8 {
                let a0 = Double(i) * Double.pi / 4, a1 = Double(i + 1) * Double.pi / 4
                let p0 = Point(r * Double.cos(a0), r * Double.sin(a0))
                let p1 = Point(r * Double.cos(a1), r * Double.sin(a1))
                path.addCurve(
                    to: p1,
                    control1: p0 + Point(-Double.sin(a0), Double.cos(a0)) * arm,
                    control2: p1 - Point(-Double.sin(a1), Double.cos(a1)) * arm)
            }
            path.closeSubpath()
            return path
        }

        @Test func circleLengthIsWithinATenThousandthOfTwoPiR() throws {
            // Chords within 0.01 of an arc of radius 100 are about √(8·100·0.01) ≈ 2.8 long and
            // fall short of it by 8s²/(3c) each, about 3·10⁻⁵ relative: well inside 10⁻⁴.
            let lines = eightCubicCircle().flattened(tolerance: 0.01)
            try #require(lines.count == 1)
            #expect(lines[0].isClosed)
            let exact = 2 * Double.pi * 100
            #expect(Swift.abs(lines[0].length - exact) / exact < 1e-4)
            for p in lines[0].points {
                #expect(p.length.isApproximatelyEqual(to: 100, absoluteTolerance: 0.001))
            }
        }

        @Test func coreGraphicsEllipseIsTheFourCubicApproximation() throws {
            // CGPath's four κ-cubics bulge up to 0.027 % outside the circle and are about 0.014 %
            // longer than it (numerical integration of the κ-cubic, done separately), so the
            // flattened length sits within 0.02 % and every vertex within 0.03 of the radius.
            let lines = Path(ellipseIn: Rect(-100, -100, 200, 200)).flattened(tolerance: 0.01)
            try #require(lines.count == 1)
            let exact = 2 * Double.pi * 100
            #expect(Swift.abs(lines[0].length - exact) / exact < 2e-4)
            for p in lines[0].points {
                #expect(p.length.isApproximatelyEqual(to: 100, absoluteTolerance: 0.03))
            }
        }

        @Test func straightSegmentsAreKeptAsTheyAre() {
            #expect(parsed("M0 0 L10 0 L10 10").flattened(tolerance: 0.1)
                == [Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10)], isClosed: false)])
            // The closing segment is implied, and an explicit return to the start is not repeated.
            let square = Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], isClosed: true)
            #expect(Path(rect: Rect(0, 0, 10, 10)).flattened(tolerance: 0.1) == [square])
            #expect(parsed("M0 0 H10 V10 H0 V0 Z").flattened(tolerance: 0.1) == [square])
        }

        @Test func onePolylinePerDrawingSubpath() {
            let lines = parsed("M0 0 L1 0 M5 5 M6 6 L7 7").flattened(tolerance: 0.1)
            #expect(lines == [
                Polyline(points: [Point(0, 0), Point(1, 0)], isClosed: false),
                Polyline(points: [Point(6, 6), Point(7, 7)], isClosed: false),
            ])
        }

        @Test func quadStepCountFollowsTheFlatnessBound() throws {
            // p0 − 2p1 + p2 = (0, −200); chords over steps h stray |dd|·h²/4 = 50·h², so tolerance 1
            // needs h ≤ 1/√50, i.e. ⌈7.07⌉ = 8 steps and 9 points.
            let lines = parsed("M0 0 Q50 100 100 0").flattened(tolerance: 1)
            try #require(lines.count == 1)
            #expect(lines[0].points.count == 9)
            // The curve is y = 200·t(1−t) over x = 100t: check each chord's middle against it.
            let points = lines[0].points
            for i in 1..<points.count {
                let t = (Double(i) - 0.5) / 8
                let onCurve = Point(100 * t, 200 * t * (1 - t))
                let chordMiddle = points[i - 1].interpolated(to: points[i], 0.5)
                #expect(onCurve.distance(to: chordMiddle) <= 1)
            }
        }

        @Test func finerToleranceMeansMorePointsAndBadToleranceDoesNotTrap() {
            let circle = Path(ellipseIn: Rect(0, 0, 100, 100))
            let coarse = circle.flattened(tolerance: 1).first?.points.count ?? 0
            let fine = circle.flattened(tolerance: 0.01).first?.points.count ?? 0
            #expect(fine > coarse)
            for tolerance in [0, -1, Double.nan, Double.infinity] {
                let lines = circle.flattened(tolerance: tolerance)
                #expect(lines.count == 1)
                #expect(lines.first?.points.allSatisfy { $0.isFinite } == true)
            }
        }

        @Test func flatteningIsDeterministic() {
            let path = parsed("M0 0 C10 30 20 -30 30 0 Q40 20 50 0 A10 20 30 1 1 70 10 Z")
            #expect(path.flattened(tolerance: 0.05) == path.flattened(tolerance: 0.05))
        }
    }
}
