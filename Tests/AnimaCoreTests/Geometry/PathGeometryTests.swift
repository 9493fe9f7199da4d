import Testing
import AnimaCore
import AnimaTestSupport
import RealModule

extension GeometryTests {
    /// Bounding boxes from curve extrema, the current point, and affine transforms.
    @Suite struct PathGeometryTests {
        @Test func cubicBoundingBoxUsesTheExtremumNotTheControlPoints() {
            // x(t) = 30t; y(t) = 3(1−t)²t·30 + 3(1−t)t²·30 = 90t(1−t), largest at t = ½: 22.5.
            let path = parsed("M0 0 C10 30 20 30 30 0")
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, 0, 30, 22.5), absoluteTolerance: 1e-9))
        }

        @Test func asymmetricCubicExtremum() {
            // y(t) = −180t(1−t)², y' = −180(1−t)(1−3t) = 0 at t = ⅓: y = −180·⅓·(4/9) = −80/3.
            let path = parsed("M0 0 C10 -60 20 0 30 0")
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, -80.0 / 3.0, 30, 80.0 / 3.0), absoluteTolerance: 1e-9))
        }

        @Test func quadBoundingBox() {
            // y(t) = 2(1−t)t·20, largest at t = ½: 10.
            #expect(parsed("M0 0 Q10 20 20 0").boundingBox.isApproximatelyEqual(to: Rect(0, 0, 20, 10), absoluteTolerance: 1e-9))
        }

        @Test func boundingBoxOfEmptyPathAndLoneMove() {
            #expect(Path().boundingBox == .zero)
            #expect(parsed("M3 4").boundingBox == Rect(3, 4, 0, 0))
        }

        @Test func currentPoint() {
            #expect(Path().currentPoint == nil)
            #expect(parsed("M1 2 L3 4").currentPoint == Point(3, 4))
            #expect(parsed("M1 2 L3 4 Z").currentPoint == Point(1, 2))
            #expect(parsed("M1 2 L3 4 Z L5 5").currentPoint == Point(5, 5))
            #expect(parsed("M1 2 Q0 0 7 8").currentPoint == Point(7, 8))
        }

        @Test func applyingATransformMapsEveryPoint() {
            let square = Path(rect: Rect(0, 0, 10, 10))
            #expect(square.applying(.translation(5, -5)) == Path(rect: Rect(5, -5, 10, 10)))
            #expect(square.applying(.scale(2, 3)) == Path(rect: Rect(0, 0, 20, 30)))
            let curve = parsed("M0 0 C10 30 20 30 30 0").applying(.scale(1, -1))
            #expect(curve.boundingBox.isApproximatelyEqual(to: Rect(0, -22.5, 30, 22.5), absoluteTolerance: 1e-9))
        }
    }
}
