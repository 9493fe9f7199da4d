import Testing
import AnimaCore
import AnimaTestSupport
import RealModule

extension GeometryTests {
    /// SVG arcs (endpoint parameterisation) and `addArc` (centre parameterisation), as cubic Béziers.
    @Suite struct PathArcTests {
        /// The cubics of a path, as (start, control 1, control 2, end).
        func cubics(_ path: Path) -> [(Point, Point, Point, Point)] {
            var result: [(Point, Point, Point, Point)] = []
            var current = Point.zero
            for element in path.elements {
                switch element {
                case .cubic(let p, let c1, let c2):
                    result.append((current, c1, c2, p))
                    current = p
                default:
                    if let p = endPoint(element) { current = p }
                }
            }
            return result
        }

        /// The cubic's point at t = 1/2: (p0 + 3·c1 + 3·c2 + p3) / 8.
        func midpoint(_ c: (Point, Point, Point, Point)) -> Point {
            (c.0 + c.1 * 3 + c.2 * 3 + c.3) * 0.125
        }

        @Test func quarterArcHasTheStandardControlArms() throws {
            // Radius 1 from (0,0) to (1,1), small arc, negative sweep: the centre is (1,0), the arc
            // runs from angle π down to π/2, so its tangents are +y at the start and +x at the end.
            let arc = cubics(parsed("M0 0 A1 1 0 0 0 1 1"))
            try #require(arc.count == 1)
            #expect(arc[0].1.isApproximatelyEqual(to: Point(0, quarterCircleKappa), absoluteTolerance: 1e-9))
            #expect(arc[0].2.isApproximatelyEqual(to: Point(1 - quarterCircleKappa, 1), absoluteTolerance: 1e-9))
            #expect(arc[0].3 == Point(1, 1))
        }

        @Test func halfCircleMidpointLiesOnTheCircle() throws {
            // Centre (1,0), radius 1; positive sweep from angle π to 2π passes (1,-1) (y down: above).
            let path = parsed("M0 0 A1 1 0 0 1 2 0")
            let arc = cubics(path)
            try #require(arc.count == 2)
            #expect(arc[0].3.isApproximatelyEqual(to: Point(1, -1), absoluteTolerance: 1e-12))
            for piece in arc {
                #expect(midpoint(piece).distance(to: Point(1, 0)).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-3))
            }
            #expect(path.currentPoint == Point(2, 0))
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, -1, 2, 1), absoluteTolerance: 1e-12))
        }

        @Test func largeArcGoesTheLongWayRound() {
            // Same centre (1,0) as the quarter arc, but 270° from π to 5π/2: through the top
            // (1,-1) and the right (2,0) to (1,1); so the box is the circle's left-open span.
            let path = parsed("M0 0 A1 1 0 1 1 1 1")
            #expect(cubics(path).count == 3)
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, -1, 2, 2), absoluteTolerance: 1e-12))
        }

        @Test func radiiTooSmallAreScaledUp() {
            // Radius 1 cannot span 10 units: scaled to 5, centre (5,0), half circle through (5,-5).
            let path = parsed("M0 0 A1 1 0 0 1 10 0")
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, -5, 10, 5), absoluteTolerance: 1e-9))
        }

        @Test func rotatedEllipseArc() {
            // Semi-axes 2 and 1 turned 90°: the long axis is vertical, the chord (0,0)–(0,4) is its
            // diameter, centre (0,2); the positive sweep bulges to x = +1.
            let path = parsed("M0 0 A2 1 90 0 1 0 4")
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, 0, 1, 4), absoluteTolerance: 1e-9))
        }

        @Test func zeroRadiusIsAStraightLineAndEqualEndsDrawNothing() {
            #expect(parsed("M0 0 A0 5 0 0 1 10 0").elements == [.move(to: .zero), .line(to: Point(10, 0))])
            #expect(parsed("M5 5 A10 10 0 0 1 5 5").elements == [.move(to: Point(5, 5))])
        }

        @Test func hugeRadiiDoNotTrap() {
            // rx² overflows to infinity; the arc still ends where the data says.
            let path = parsed("M0 0 A1e300 1e300 0 0 1 1e300 1e300")
            #expect(path.currentPoint == Point(1e300, 1e300))
        }

        @Test func addArcClockwiseQuarter() throws {
            // Angles grow clockwise on screen (y down): 0 → π/2 goes from (10,0) to (0,10).
            var path = Path()
            path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            #expect(path.elements.first == .move(to: Point(10, 0)))
            let arc = cubics(path)
            try #require(arc.count == 1)
            #expect(arc[0].1.isApproximatelyEqual(to: Point(10, 10 * quarterCircleKappa), absoluteTolerance: 1e-9))
            #expect(arc[0].2.isApproximatelyEqual(to: Point(10 * quarterCircleKappa, 10), absoluteTolerance: 1e-9))
            #expect(arc[0].3.isApproximatelyEqual(to: Point(0, 10), absoluteTolerance: 1e-9))
        }

        @Test func addArcCounterclockwiseTakesTheOtherThreeQuarters() throws {
            var path = Path()
            path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            let arc = cubics(path)
            try #require(arc.count == 3)
            #expect(arc[0].3.isApproximatelyEqual(to: Point(0, -10), absoluteTolerance: 1e-9))
            #expect(arc[1].3.isApproximatelyEqual(to: Point(-10, 0), absoluteTolerance: 1e-9))
            #expect(arc[2].3.isApproximatelyEqual(to: Point(0, 10), absoluteTolerance: 1e-9))
        }

        @Test func addArcJoinsAnOpenSubpathWithALine() {
            var path = Path()
            path.move(to: .zero)
            path.addArc(center: Point(20, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
            #expect(path.elements[1] == .line(to: Point(30, 0)))
            #expect(cubics(path).count == 2)
            #expect((path.currentPoint ?? .zero).isApproximatelyEqual(to: Point(10, 0), absoluteTolerance: 1e-9))
        }

        @Test func addArcFullTurnAndBadInput() {
            var path = Path()
            path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            #expect(cubics(path).count == 4)
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(-10, -10, 20, 20), absoluteTolerance: 1e-9))
            var untouched = Path()
            untouched.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
            #expect(untouched.isEmpty)
        }
    }
}
