import Testing
import AnimaCore

extension GeometryTests {
    /// Reading SVG path data: every command, relative forms, implicit repeats, compact numbers.
    @Suite struct PathSVGParsingTests {
        @Test func emptyDataIsTheEmptyPath() throws {
            #expect(try Path(svgPathData: "") == Path())
            #expect(try Path(svgPathData: " \n\t ") == Path())
        }

        @Test func absoluteLinesAndClose() {
            let path = parsed("M10 20 L30 40 H50 V60 Z")
            #expect(path.elements == [
                .move(to: Point(10, 20)), .line(to: Point(30, 40)), .line(to: Point(50, 40)),
                .line(to: Point(50, 60)), .close,
            ])
        }

        @Test func relativeLinesMatchTheirAbsoluteForm() {
            // From (10,20): +20,+20 → (30,40); h+20 → (50,40); v+20 → (50,60).
            #expect(parsed("m10 20 l20 20 h20 v20 z") == parsed("M10 20 L30 40 H50 V60 Z"))
        }

        @Test func cubicAbsoluteAndRelative() {
            #expect(parsed("M0 0 C10 0 20 10 20 20").elements == [
                .move(to: .zero), .cubic(to: Point(20, 20), control1: Point(10, 0), control2: Point(20, 10)),
            ])
            // Every point of one c set is relative to (5,5).
            #expect(parsed("M5 5 c10 0 20 10 20 20").elements == [
                .move(to: Point(5, 5)),
                .cubic(to: Point(25, 25), control1: Point(15, 5), control2: Point(25, 15)),
            ])
        }

        @Test func smoothCubicReflectsThePreviousControlPoint() {
            // (20,10) mirrored through (20,20) is (20,30).
            let expected: [Path.Element] = [
                .move(to: .zero),
                .cubic(to: Point(20, 20), control1: Point(10, 0), control2: Point(20, 10)),
                .cubic(to: Point(40, 40), control1: Point(20, 30), control2: Point(30, 40)),
            ]
            #expect(parsed("M0 0 C10 0 20 10 20 20 S30 40 40 40").elements == expected)
            #expect(parsed("M0 0 C10 0 20 10 20 20 s10 20 20 20").elements == expected)
        }

        @Test func smoothCubicWithoutAPreviousCubicStartsAtTheCurrentPoint() {
            #expect(parsed("M0 0 L5 5 S10 10 20 0").elements.last
                == .cubic(to: Point(20, 0), control1: Point(5, 5), control2: Point(10, 10)))
        }

        @Test func quadAndSmoothQuad() {
            // T mirrors (10,20) through (20,0): (30,-20).
            let expected: [Path.Element] = [
                .move(to: .zero),
                .quad(to: Point(20, 0), control: Point(10, 20)),
                .quad(to: Point(40, 0), control: Point(30, -20)),
            ]
            #expect(parsed("M0 0 Q10 20 20 0 T40 0").elements == expected)
            #expect(parsed("M0 0 q10 20 20 0 t20 0").elements == expected)
            #expect(parsed("M0 0 L10 0 T20 0").elements.last == .quad(to: Point(20, 0), control: Point(10, 0)))
        }

        @Test func implicitRepeats() {
            #expect(parsed("M0 0 10 0 10 10").elements == [
                .move(to: .zero), .line(to: Point(10, 0)), .line(to: Point(10, 10)),
            ])
            // Pairs after a relative moveto are relative linetos.
            #expect(parsed("m1 1 2 2").elements == [.move(to: Point(1, 1)), .line(to: Point(3, 3))])
            #expect(parsed("M0 0 h1 2 3").elements == [
                .move(to: .zero), .line(to: Point(1, 0)), .line(to: Point(3, 0)), .line(to: Point(6, 0)),
            ])
            #expect(parsed("M0 0 C1 1 2 2 3 3, 4 4 5 5 6 6").elements == [
                .move(to: .zero),
                .cubic(to: Point(3, 3), control1: Point(1, 1), control2: Point(2, 2)),
                .cubic(to: Point(6, 6), control1: Point(4, 4), control2: Point(5, 5)),
            ])
        }

        @Test func compactNumberSyntax() {
            // "0", "-1.5", ".5e2" (= 50), "-3": a sign or a second dot starts a new number.
            #expect(parsed("M0-1.5.5e2-3").elements == [.move(to: Point(0, -1.5)), .line(to: Point(50, -3))])
            #expect(parsed("M1,2L+3E1,4.").elements == [.move(to: Point(1, 2)), .line(to: Point(30, 4))])
        }

        @Test func arcFlagsNeedNoSeparator() {
            let compact = parsed("M0 0a1 1 0 00 1 1")
            #expect(compact == parsed("M0 0 A1,1 0 0,0 1,1"))
            #expect(compact.elements.count == 2)
            #expect(compact.currentPoint == Point(1, 1))
        }

        @Test func relativeMoveAfterCloseStartsFromTheSubpathStart() {
            // After z the current point is (10,10), so m5 5 lands on (15,15).
            #expect(parsed("M10 10 L20 10 z m5 5 l1 0").elements == [
                .move(to: Point(10, 10)), .line(to: Point(20, 10)), .close,
                .move(to: Point(15, 15)), .line(to: Point(16, 15)),
            ])
        }

        @Test func drawingAfterCloseContinuesFromTheSubpathStart() {
            let path = parsed("M10 10 L20 10 Z l0 5")
            #expect(path.elements.last == .line(to: Point(10, 15)))
        }
    }
}
