import Testing
import AnimaCore
import AnimaTestSupport
import RealModule

extension GeometryTests {
    /// Arc length, positions and tangents along a path, and Core Animation's per-segment pacing.
    @Suite struct PathMeasureTests {
        @Test func threeFourFiveTriangleLengthIsExact() {
            let triangle = PathMeasure(parsed("M0 0 L3 0 L3 4 Z"))
            #expect(triangle.length == 12)
            #expect(triangle.subpathLengths == [12])
            #expect(triangle.segmentCount == 3)
            #expect(PathMeasure(parsed("M0 0 L3 0 L3 4")).length == 7)
        }

        @Test func positionAtLength() {
            let triangle = PathMeasure(parsed("M0 0 L3 0 L3 4 Z"))
            let hypotenuse = Double.atan2(y: -4, x: -3)
            let cases: [(Double, Point, Double)] = [
                (1.5, Point(1.5, 0), 0),
                (3, Point(3, 0), .pi / 2),  // at a vertex the outgoing side wins
                (5, Point(3, 2), .pi / 2),
                (9.5, Point(1.5, 2), hypotenuse),  // 2.5 of the 5-long closing side from (3,4)
                (12, Point(0, 0), hypotenuse),
            ]
            for (distance, point, angle) in cases {
                let position = triangle.position(atLength: distance)
                #expect(position.point.isApproximatelyEqual(to: point, absoluteTolerance: 1e-9), "at \(distance)")
                #expect(position.angle.isApproximatelyEqual(to: angle, absoluteTolerance: 1e-9), "at \(distance)")
            }
        }

        @Test func outOfRangeLengthsAreClamped() {
            let line = PathMeasure(parsed("M0 0 L10 0"))
            #expect(line.position(atLength: -5).point == Point(0, 0))
            #expect(line.position(atLength: 100).point == Point(10, 0))
            #expect(line.position(atLength: .nan).point == Point(0, 0))
            #expect(line.position(atLength: .infinity).point == Point(10, 0))
        }

        @Test func tangentAnglesAroundASquare() {
            let square = PathMeasure(parsed("M0 0 H10 V10 H0 Z"))
            #expect(square.length == 40)
            #expect(square.position(atLength: 5).angle == 0)
            #expect(square.position(atLength: 15).angle.isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-9))
            #expect(square.position(atLength: 25).angle.isApproximatelyEqual(to: .pi, absoluteTolerance: 1e-9))
            #expect(square.position(atLength: 35).angle.isApproximatelyEqual(to: -.pi / 2, absoluteTolerance: 1e-9))
        }

        @Test func segmentFractionGivesEachSegmentAnEqualShare() {
            let square = PathMeasure(parsed("M0 0 H10 V10 H0 Z"))
            #expect(square.position(atSegmentFraction: 0).point == Point(0, 0))
            #expect(square.position(atSegmentFraction: 0.125).point == Point(5, 0))
            let corner = square.position(atSegmentFraction: 0.25)
            #expect(corner.point == Point(10, 0))
            #expect(corner.angle.isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-9))
            #expect(square.position(atSegmentFraction: 0.5).point == Point(10, 10))
            #expect(square.position(atSegmentFraction: 0.875).point == Point(0, 5))
            let end = square.position(atSegmentFraction: 1)
            #expect(end.point == Point(0, 0))
            #expect(end.angle.isApproximatelyEqual(to: -.pi / 2, absoluteTolerance: 1e-9))
            #expect(square.position(atSegmentFraction: 7).point == Point(0, 0))
            #expect(square.position(atSegmentFraction: -1).point == Point(0, 0))
        }

        @Test func segmentFractionIgnoresLengths() {
            // Segments of length 10 and 100 each get half the time.
            let path = PathMeasure(parsed("M0 0 L10 0 L10 100"))
            #expect(path.position(atSegmentFraction: 0.5).point == Point(10, 0))
            #expect(path.position(atSegmentFraction: 0.75).point == Point(10, 50))
        }

        @Test func segmentFractionMovesAlongCurvesByParameter() {
            // Second half of the time is the cubic at t = ½:
            // (p0 + 3p1 + 3p2 + p3)/8 = ((10,0) + (30,30) + (60,30) + (20,0))/8 = (15, 7.5),
            // and B'(½) = ¾·(p1 − p0) + 1.5·(p2 − p1) + ¾·(p3 − p2) = (15, 0): angle 0.
            let path = PathMeasure(parsed("M0 0 L10 0 C10 10 20 10 20 0"))
            let position = path.position(atSegmentFraction: 0.75)
            #expect(position.point.isApproximatelyEqual(to: Point(15, 7.5), absoluteTolerance: 1e-9))
            #expect(position.angle.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
            #expect(path.position(inSegment: 1, at: 0.5).point.isApproximatelyEqual(to: Point(15, 7.5), absoluteTolerance: 1e-9))
        }

        @Test func movesAddNoLengthAndNoSegment() {
            let path = PathMeasure(parsed("M0 0 L10 0 M100 100 L110 100"))
            #expect(path.segmentCount == 2)
            #expect(path.length == 20)
            #expect(path.subpathLengths == [10, 10])
            #expect(path.position(atLength: 15).point == Point(105, 100))
        }

        @Test func quarterCircleByArcLength() {
            // Radius 100, angles 0 → π/2 clockwise on screen: length 50π (to the Bézier's 0.03 %),
            // halfway at 45°, where the direction of travel (−sin, cos) has angle 3π/4.
            var path = Path()
            path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            let measure = PathMeasure(path)
            #expect(Swift.abs(measure.length - 50 * .pi) / (50 * .pi) < 3e-4)
            let middle = measure.position(atLength: measure.length / 2)
            let diagonal = 100 / 2.0.squareRoot()
            #expect(middle.point.isApproximatelyEqual(to: Point(diagonal, diagonal), absoluteTolerance: 0.05))
            #expect(middle.angle.isApproximatelyEqual(to: 3 * .pi / 4, absoluteTolerance: 1e-3))
        }

        @Test func degenerateSegmentsBorrowTheNearestDirection() {
            // A zero-length first segment takes the next one's direction...
            let leading = PathMeasure(parsed("M0 0 L0 0 L10 0"))
            #expect(leading.position(atSegmentFraction: 0).angle == 0)
            #expect(leading.position(atLength: 0).angle == 0)
            // ...a zero-length last one the previous one's (straight down: π/2).
            let trailing = PathMeasure(parsed("M0 0 L0 10 L0 10"))
            #expect(trailing.position(atSegmentFraction: 1).angle.isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-9))
            // Control points on the end points: the curve still leaves and arrives along (1,1).
            let curve = PathMeasure(parsed("M0 0 C0 0 10 10 10 10"))
            #expect(curve.position(inSegment: 0, at: 0).angle.isApproximatelyEqual(to: .pi / 4, absoluteTolerance: 1e-9))
            #expect(curve.position(inSegment: 0, at: 1).angle.isApproximatelyEqual(to: .pi / 4, absoluteTolerance: 1e-9))
        }

        @Test func nonFinitePathsAnswerWithoutTrapping() {
            let path = Path(elements: [
                .move(to: .zero), .line(to: Point(.nan, 1)),
                .cubic(to: Point(.infinity, 0), control1: Point(1, 1), control2: Point(2, -.infinity)),
            ])
            let measure = PathMeasure(path)
            #expect(measure.segmentCount == 2)
            _ = measure.position(atLength: 1)
            _ = measure.position(atSegmentFraction: 0.7)
            _ = path.flattened(tolerance: 0.1)
            _ = path.boundingBox
        }

        @Test func emptyPathsAnswerWithoutTrapping() {
            let empty = PathMeasure(Path())
            #expect(empty.length == 0)
            #expect(empty.segmentCount == 0)
            #expect(empty.position(atLength: 3).point == .zero)
            #expect(empty.position(atSegmentFraction: 0.5).angle == 0)
            #expect(PathMeasure(parsed("M5 5")).position(atLength: 1).point == Point(5, 5))
            let point = PathMeasure(parsed("M5 5 L5 5"))
            #expect(point.position(atLength: 0).point == Point(5, 5))
            #expect(point.position(atLength: 0).angle == 0)
        }
    }
}
