import Foundation
import Testing
@testable import AnimaCore

@Suite("Dasher (dash pattern and trim pieces)")
struct DasherTests {
    @Test func aPatternCutsPiecesAcrossCorners() {
        // 20 points long, turning at 10: [4, 2] from phase 0 draws 0–4, 6–10, 12–16 and 18–20.
        let line = Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10)], isClosed: false)
        let pieces = Dasher.pieces([line], pattern: [4, 2], phase: 0, strokeStart: 0, strokeEnd: 1)
        #expect(pieces.map(\.points) == [
            [Point(0, 0), Point(4, 0)], [Point(6, 0), Point(10, 0)], [Point(10, 2), Point(10, 6)], [Point(10, 8), Point(10, 10)],
        ])
    }

    @Test func aTrimOfAClosedLineWrapsThroughItsClosingSegment() {
        // A 10-point square (40 long), trimmed to 0.5625…0.875: 22.5…35, along the top from x = 7.5 and halfway
        // down the closing side.
        let square = Polyline(points: [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)], isClosed: true)
        let pieces = Dasher.pieces([square], pattern: [], phase: 0, strokeStart: 0.5625, strokeEnd: 0.875)
        #expect(pieces.map(\.points) == [[Point(7.5, 10), Point(0, 10), Point(0, 5)]])
    }

    @Test func manyDashesAlongALongLineOfManyVerticesTakeOneWalk() {
        // FuzzRender's slow stroke (3.4 s): a long flattened curve dashed finely. 62,501 vertices 8 points apart
        // over 500,000 points with [4, 2]: one dash starts every 6 points, 83,334 of them, the last 499,998–500,000.
        // Cutting each dash from the line's start walked 31,000 vertices a dash on average (2.6 × 10⁹ steps); one
        // walk takes 62,500 + 83,334.
        let line = Polyline(points: (0...62_500).map { Point(Double($0) * 8, 0) }, isClosed: false)
        let start = ContinuousClock.now
        let pieces = Dasher.pieces([line], pattern: [4, 2], phase: 0, strokeStart: 0, strokeEnd: 1)
        let elapsed = ContinuousClock.now - start
        #expect(pieces.count == 83_334)
        #expect(pieces.last?.points == [Point(499_998, 0), Point(500_000, 0)])
        #expect(pieces[1].points == [Point(6, 0), Point(8, 0), Point(10, 0)])
        #expect(pieces[2].points == [Point(12, 0), Point(16, 0)])
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }
}
