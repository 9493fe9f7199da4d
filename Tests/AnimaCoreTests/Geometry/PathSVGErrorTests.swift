import Testing
import AnimaCore

extension GeometryTests {
    /// Bad path data: the error names the place (in Characters) and says what was expected.
    @Suite struct PathSVGErrorTests {
        /// The error `Path(svgPathData:)` throws for `data`, or nil when it parses.
        func failure(_ data: String) -> PathDataError? {
            do {
                _ = try Path(svgPathData: data)
                return nil
            } catch {
                return error
            }
        }

        @Test func missingCoordinateAtTheEnd() {
            // "M 10" has four characters; the y coordinate should start at offset 4.
            let error = failure("M 10")
            #expect(error == PathDataError(offset: 4, reason: .expectedNumber))
            #expect(error?.message == "expected a number at offset 4")
        }

        @Test func unknownCommandLetter() {
            let error = failure("M1 2 X")
            #expect(error == PathDataError(offset: 5, reason: .expectedCommand(found: "X")))
            #expect(error?.description == "expected a path command at offset 5, found \"X\"")
        }

        @Test func mustStartWithAMoveto() {
            #expect(failure("L1 2") == PathDataError(offset: 0, reason: .expectedMoveTo))
            #expect(failure("  z") == PathDataError(offset: 2, reason: .expectedMoveTo))
        }

        @Test func badArcFlag() {
            // M0 0 A1 1 0 → the large-arc flag "2" is character 12.
            #expect(failure("M0 0 A1 1 0 2 1 3 3") == PathDataError(offset: 12, reason: .expectedFlag))
        }

        @Test func incompleteImplicitRepeat() {
            // ".5e2" (offset 6) starts an implicit lineto whose y never comes.
            #expect(failure("M0-1.5.5e2") == PathDataError(offset: 10, reason: .expectedNumber))
            // A comma promises another argument set.
            #expect(failure("M0 0 L1 1,") == PathDataError(offset: 10, reason: .expectedNumber))
            #expect(failure("M0 0 L1 1, Z") == PathDataError(offset: 11, reason: .expectedNumber))
        }

        @Test func refusesNaNInfinityAndOverflow() {
            #expect(failure("M NaN 0") == PathDataError(offset: 2, reason: .expectedNumber))
            #expect(failure("M inf 0") == PathDataError(offset: 2, reason: .expectedNumber))
            #expect(failure("M1e999 0") == PathDataError(offset: 1, reason: .numberOutOfRange))
        }

        @Test func numbersAfterCloseAreRejected() {
            #expect(failure("M0 0 Z 1 2") == PathDataError(offset: 7, reason: .expectedCommand(found: "1")))
        }

        @Test func offsetCountsCharactersNotBytes() {
            // "\r\n" is one Character (bytes 4 and 5), so the X at byte 6 is Character 5.
            #expect(failure("M0 0\r\nX") == PathDataError(offset: 5, reason: .expectedCommand(found: "X")))
        }
    }
}
