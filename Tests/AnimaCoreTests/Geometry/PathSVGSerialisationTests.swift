import Testing
import AnimaCore

extension GeometryTests {
    /// Writing SVG path data, and reading it back to the very same path.
    @Suite struct PathSVGSerialisationTests {
        @Test func writesAbsoluteCommandsWithShortNumbers() {
            let path = Path(elements: [
                .move(to: Point(10, 20)), .line(to: Point(0.1, -3.5)),
                .quad(to: Point(3, 4), control: Point(1, 2)),
                .cubic(to: Point(5, 6), control1: Point(1, 2), control2: Point(3, 4)), .close,
            ])
            #expect(path.svgPathData == "M10 20 L0.1 -3.5 Q1 2 3 4 C1 2 3 4 5 6 Z")
        }

        @Test func emptyPathWritesNothing() {
            #expect(Path().svgPathData == "")
        }

        @Test func roundTripIsExactForAwkwardNumbers() throws {
            let awkward = [0.1 + 0.2, 1e-7, 1e21, -0.0, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, -123.456, 1.0 / 3.0]
            var path = Path()
            path.move(to: Point(awkward[0], awkward[1]))
            path.addLine(to: Point(awkward[2], awkward[3]))
            path.addQuadCurve(to: Point(awkward[4], awkward[5]), control: Point(awkward[6], awkward[7]))
            path.addCurve(to: Point(awkward[7], awkward[6]), control1: Point(awkward[5], awkward[4]),
                          control2: Point(awkward[3], awkward[2]))
            path.closeSubpath()
            let reread = try Path(svgPathData: path.svgPathData)
            #expect(reread == path)
            // Bit-exact, not merely equal (== would let -0 pass for 0).
            #expect(reread.svgPathData == path.svgPathData)
        }

        @Test func roundTripOfParsedPathWithEveryCommand() throws {
            let source = "M10 10 h20 v5 l-3 4 c1 2 3 4 5 6 s1 1 2 0 q3 3 6 0 t6 0 a5 3 30 1 0 -7 -9 z m1 1 L2 2 Z"
            let path = try Path(svgPathData: source)
            #expect(try Path(svgPathData: path.svgPathData) == path)
        }

        @Test func drawingBeforeAnyMoveGetsAnOriginMove() {
            #expect(Path(elements: [.line(to: Point(1, 2))]).svgPathData == "M0 0 L1 2")
        }
    }
}
