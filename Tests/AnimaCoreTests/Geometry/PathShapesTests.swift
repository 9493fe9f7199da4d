import Testing
import AnimaCore
import AnimaTestSupport
import RealModule

extension GeometryTests {
    /// Rectangles, rounded rectangles and ellipses built as Core Graphics builds them.
    @Suite struct PathShapesTests {
        @Test func rectangleRunsClockwiseFromTheTopLeft() {
            let expected: [Path.Element] = [
                .move(to: Point(10, 20)), .line(to: Point(40, 20)), .line(to: Point(40, 60)),
                .line(to: Point(10, 60)), .close,
            ]
            #expect(Path(rect: Rect(10, 20, 30, 40)).elements == expected)
            // A negative width describes the same area, standardised first.
            #expect(Path(rect: Rect(40, 20, -30, 40)).elements == expected)
        }

        @Test func roundedRectRadiusIsClampedToHalfTheShorterSide() throws {
            // 100 × 40 with radius 50: clamped to 20, so the right side's straight part has no length.
            let path = Path(roundedRect: Rect(0, 0, 100, 40), cornerRadius: 50)
            let e = path.elements
            try #require(e.count == 10)
            #expect(e[0] == .move(to: Point(20, 0)))
            #expect(e[1] == .line(to: Point(80, 0)))
            guard case .cubic(let to, let c1, let c2) = e[2] else {
                Issue.record("expected the top-right corner to be a cubic")
                return
            }
            #expect(to == Point(100, 20))
            #expect(c1.isApproximatelyEqual(to: Point(80 + 20 * quarterCircleKappa, 0), absoluteTolerance: 1e-7))
            #expect(c2.isApproximatelyEqual(to: Point(100, 20 - 20 * quarterCircleKappa), absoluteTolerance: 1e-7))
            #expect(e[3] == .line(to: Point(100, 20)))
            #expect(e[9] == .close)
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, 0, 100, 40), absoluteTolerance: 1e-9))
        }

        @Test func roundedRectPerCornerRadii() {
            // tl 5; tr 0; br 100 → clamped to 20; bl negative → 0.
            let radii = CornerRadii(topLeft: 5, topRight: 0, bottomRight: 100, bottomLeft: -3)
            let ends = Path(roundedRect: Rect(0, 0, 100, 40), cornerRadii: radii).elements.compactMap(endPoint)
            #expect(ends == [
                Point(5, 0), Point(100, 0), Point(100, 0), Point(100, 20), Point(80, 40),
                Point(0, 40), Point(0, 40), Point(0, 5), Point(5, 0),
            ])
        }

        @Test func cornerRadiiFromAMask() {
            #expect(CornerRadii(8, corners: [.topLeft, .bottomRight])
                == CornerRadii(topLeft: 8, topRight: 0, bottomRight: 8, bottomLeft: 0))
            #expect(CornerRadii(3) == CornerRadii(topLeft: 3, topRight: 3, bottomRight: 3, bottomLeft: 3))
        }

        @Test func ellipseStartsAtTheRightAndTurnsClockwise() throws {
            let path = Path(ellipseIn: Rect(0, 0, 200, 100))
            let ends = path.elements.compactMap(endPoint)
            #expect(ends == [Point(200, 50), Point(100, 100), Point(0, 50), Point(100, 0), Point(200, 50)])
            guard case .cubic(_, let c1, let c2) = path.elements[1] else {
                Issue.record("expected a cubic")
                return
            }
            // The code rounds κ to ten digits, 3·10⁻¹¹ off, hence the looser comparison.
            #expect(c1.isApproximatelyEqual(to: Point(200, 50 + 50 * quarterCircleKappa), absoluteTolerance: 1e-7))
            #expect(c2.isApproximatelyEqual(to: Point(100 + 100 * quarterCircleKappa, 100), absoluteTolerance: 1e-7))
            #expect(path.elements.last == .close)
            #expect(path.boundingBox.isApproximatelyEqual(to: Rect(0, 0, 200, 100), absoluteTolerance: 1e-9))
        }
    }
}
