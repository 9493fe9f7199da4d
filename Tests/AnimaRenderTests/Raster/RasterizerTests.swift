import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("Rasterizer coverage against analytic areas")
struct RasterizerTests {
    @Test("a vertical edge on a half pixel covers that pixel by exactly one half")
    func halfPixelEdge() {
        let map = coverageMap(polygon([(10.5, 2), (20, 2), (20, 8), (10.5, 8)]), width: 30, height: 10)
        #expect(map[5][10] == 0.5)
        #expect(map[5][11] == 1)
        #expect(map[5][19] == 1)
        #expect(map[5][20] == 0)
        #expect(map[5][9] == 0)
        #expect(map[1][15] == 0)
    }

    @Test("the rectangle fast path gives the same half coverage and area")
    func rectFastPath() {
        var r = Rasterizer()
        var map = [[Float]](repeating: [Float](repeating: 0, count: 30), count: 10)
        r.fillRect(Rect(10.5, 2.25, 9.5, 5.5), clip: PixelRect(x: 0, y: 0, width: 30, height: 10)) { y, x0, cov in
            for i in 0..<cov.count { map[y][x0 + i] = cov[i] }
        }
        #expect(map[5][10] == 0.5)
        #expect(map[2][15] == 0.75)
        #expect(map[2][10] == 0.375)
        #expect(abs(total(map) - 9.5 * 5.5) < 1e-4)
    }

    @Test("a triangle's coverage sums to its area, and a diagonal pixel is cut in half", arguments: [0.0, 0.3, 0.77])
    func triangleArea(offset: Double) {
        let map = coverageMap(polygon([(2 + offset, 2), (40 + offset, 2), (2 + offset, 40)]), width: 50, height: 50)
        #expect(abs(total(map) - 38 * 38 / 2) < 1e-3)
        if offset == 0 {
            // The hypotenuse x + y = 42 passes through pixel (20, 21)'s corners: half of it is inside.
            #expect(abs(map[21][20] - 0.5) < 1e-5)
        }
    }

    @Test("a circle's total coverage is within 0.1 % of πr²", arguments: [3.0, 12.5, 37.3, 180.0])
    func circleArea(radius: Double) {
        var c = Contours()
        let center = Point(radius + 3.37, radius + 5.81)
        ShapeBuilder.addEllipse(in: Rect(center.x - radius, center.y - radius, 2 * radius, 2 * radius), transform: .identity, into: &c)
        let size = Int(2 * radius) + 12
        let area = total(coverageMap(c, width: size, height: size))
        let truth = Double.pi * radius * radius
        #expect(abs(area - truth) / truth < 0.001, "area \(area) vs \(truth)")
    }

    @Test("non-zero fills a same-direction inner square, even-odd leaves it empty")
    func fillRules() {
        var c = polygon([(0, 0), (20, 0), (20, 20), (0, 20)])
        c.append(polygon([(5, 5), (15, 5), (15, 15), (5, 15)]))
        let nz = coverageMap(c, rule: .nonZero, width: 20, height: 20)
        let eo = coverageMap(c, rule: .evenOdd, width: 20, height: 20)
        #expect(nz[10][10] == 1)
        #expect(eo[10][10] == 0)
        #expect(eo[2][2] == 1)
        #expect(abs(total(eo) - 300) < 1e-3)
        #expect(abs(total(nz) - 400) < 1e-3)
    }

    @Test("an opposite-direction inner contour is a hole under non-zero")
    func nonZeroHole() {
        var c = polygon([(0, 0), (20, 0), (20, 20), (0, 20)])
        c.append(polygon([(5, 5), (5, 15), (15, 15), (15, 5)]))
        let nz = coverageMap(c, width: 20, height: 20)
        #expect(nz[10][10] == 0)
        #expect(abs(total(nz) - 300) < 1e-3)
    }

    @Test("shapes partly outside the clip keep exact coverage inside it")
    func clippedShape() {
        // A square from x = −10.5 to 5.25: only columns 0…5 are visible; column 5 is a quarter covered.
        let map = coverageMap(polygon([(-10.5, 1), (5.25, 1), (5.25, 4), (-10.5, 4)]), width: 8, height: 6)
        #expect(map[2][0] == 1)
        #expect(map[2][5] == 0.25)
        #expect(map[2][6] == 0)
        #expect(abs(total(map) - 5.25 * 3) < 1e-4)
    }

    @Test("a huge shape spanning several bands is exact in every band")
    func bands() {
        let map = coverageMap(polygon([(1.5, 0.5), (60, 0.5), (60, 99.5), (1.5, 99.5)]), width: 64, height: 100)
        #expect(map[0][10] == 0.5)
        #expect(map[50][1] == 0.5)
        #expect(map[99][10] == 0.5)
        #expect(abs(total(map) - 58.5 * 99) < 1e-2)
    }

    @Test("rows between a card's slanted edges, where only its vertical sides cross, come once each with their coverage")
    func verticalBandsHandOnEveryRow() {
        // Sides at x = 4.25 and 90.5 from y = 2 to 61.75 with slanted top and bottom, as a card in perspective (the
        // 16-row bands from y = 18 and 34 hold its vertical sides alone), and a rectangle below it (the bands from
        // y = 66 and 82 hold its sides alone).
        var c = polygon([(4.25, 6.25), (90.5, 2), (90.5, 61.75), (4.25, 57.5)])
        c.append(polygon([(10.5, 64.5), (30.25, 64.5), (30.25, 99.5), (10.5, 99.5)]))
        let all = rows(c, width: 100, height: 110)
        // Each row once, in order: 2…61 for the card, 64…99 for the rectangle.
        #expect(all.map(\.y) == Array(2...61) + Array(64...99))
        for row in all where (7...56).contains(row.y) || (65...98).contains(row.y) {
            let left = row.y < 64 ? 4 : 10, right = row.y < 64 ? 90 : 30
            // Pixel 4 is inside from 4.25 (¾), pixel 90 up to 90.5 (½); pixel 10 from 10.5 (½), pixel 30 to 30.25 (¼).
            #expect(row.x0 == left && row.coverage.count == right - left + 1, "row \(row.y)")
            #expect(row.coverage.first == (row.y < 64 ? 0.75 : 0.5), "row \(row.y)")
            #expect(row.coverage.last == (row.y < 64 ? 0.5 : 0.25), "row \(row.y)")
            // Cells 4 and 5 (10 and 11) take the left side's areas, so the run of full coverage starts two columns in.
            #expect(row.runs.map { [$0.start, $0.end] } == [[2, right - left]], "row \(row.y)")
            #expect(row.runs.map(\.value) == [1], "row \(row.y)")
        }
    }

    @Test("rows above or below where a slanted edge crosses a band, crossed whole by the same vertical sides, come once")
    func repeatedRowsAroundSlantedEdges() {
        // The card and the rectangle of `verticalBandsHandOnEveryRow`; the region starts at row 2, so the bands are
        // rows 2…17, 18…33, 34…49, 50…65, 66…81, 82…97 and 98…99. Band 2…17: the top edge crosses rows 2…6, the
        // left side starts in row 6, so rows 7…17 are crossed whole by both sides alone. Bands 18…49: both sides
        // throughout. Band 50…65: rows 50…56 by both sides alone; the left side ends and the bottom edge starts in
        // row 57, the bottom edge ends in row 61, the rectangle's sides start in row 64 (at 64.5), so row 65 is
        // crossed whole by them alone. Bands 66…97: whole. Band 98…99: row 98 whole, the sides end in row 99.
        var c = polygon([(4.25, 6.25), (90.5, 2), (90.5, 61.75), (4.25, 57.5)])
        c.append(polygon([(10.5, 64.5), (30.25, 64.5), (30.25, 99.5), (10.5, 99.5)]))
        var r = Rasterizer()
        var calls: [[Int]] = []
        r.fillRepeatedRows(c, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: 100, height: 110)) { y, n, _, _, _ in
            calls.append([y, n])
        }
        let single = { (rows: ClosedRange<Int>) in rows.map { [$0, 1] } }
        #expect(calls == single(2...6) + [[7, 11], [18, 16], [34, 16], [50, 7]] + single(57...61)
            + [[64, 1], [65, 1], [66, 16], [82, 16], [98, 1], [99, 1]])
    }

    /// Every call of `fillRows` for `c`: row, first column, coverage and runs (rebased to device columns).
    private func rows(_ c: Contours, width: Int, height: Int, runCoverage: Bool = true)
        -> [(y: Int, x0: Int, coverage: [Float], runs: [Rasterizer.Run])] {
        var r = Rasterizer()
        var out: [(y: Int, x0: Int, coverage: [Float], runs: [Rasterizer.Run])] = []
        r.fillRows(c, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: width, height: height),
                   runCoverage: runCoverage) { y, x0, cov, runs in
            out.append((y, x0, Array(cov), Array(runs)))
        }
        return out
    }

    /// The left edge x = 10.5 writes cells 10 and 11 of each row, the right edge x = 40 cells 40 and 41; nothing
    /// writes 12…39, so the running sum is constant (1) there and those columns come as one run.
    @Test("the inside of a rectangle reaches the body as one run of coverage 1")
    func insideIsOneRun() throws {
        let calls = rows(polygon([(10.5, 2), (40, 2), (40, 8), (10.5, 8)]), width: 50, height: 10)
        let row = try #require(calls.first { $0.y == 5 })
        #expect(calls.filter { $0.y == 5 }.count == 1)
        #expect(row.x0 == 10 && row.coverage.count == 30)
        #expect(row.runs.count == 1)
        let run = try #require(row.runs.first)
        #expect(run.value == 1 && run.start == 2 && run.end == 30)
    }

    @Test("a gap of zero coverage splits a row into separate calls")
    func gapsSplitRows() {
        var c = polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
        c.append(polygon([(30, 0), (40, 0), (40, 10), (30, 10)]))
        let calls = rows(c, width: 50, height: 10).filter { $0.y == 4 }
        #expect(calls.map(\.x0) == [0, 30])
        #expect(calls.map(\.coverage.count) == [10, 10])
    }

    @Test("coverage inside every run equals the run's value, and runs are never zero", arguments: [7.3, 40.0])
    func runsHoldTheirValue(radius: Double) {
        var c = Contours()
        ShapeBuilder.addEllipse(in: Rect(3.3, 2.7, 2 * radius, 2 * radius), transform: .identity, into: &c)
        let size = Int(2 * radius) + 8
        for call in rows(c, width: size, height: size) {
            for run in call.runs {
                #expect(run.value > 0 && run.end - run.start >= Rasterizer.minRun)
                #expect(call.coverage[run.start..<run.end].allSatisfy { $0 == run.value })
            }
        }
    }

    /// Without run coverage only the columns inside runs go unwritten: the calls, their lengths and runs, and every
    /// coverage value outside the runs (and at each run's two ends, which the row trimming reads) stay the same.
    @Test("rows without run coverage differ from full rows only inside runs", arguments: [false, true])
    func runCoverageOnlySkipsRunInsides(ring: Bool) {
        var c = Contours()
        // A trapezoid as a perspective card projects (slanted top and bottom), and a ring whose hole is a zero run.
        if ring {
            ShapeBuilder.addEllipse(in: Rect(10.5, 5.25, 60, 60), transform: .identity, into: &c)
            ShapeBuilder.addEllipse(in: Rect(20.5, 15.25, 40, 40), transform: AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 70.5),
                                    into: &c)
        } else {
            c.append(polygon([(4.3, 6.2), (90.6, 2.1), (90.6, 61.7), (4.3, 57.4)]))
        }
        let full = rows(c, width: 100, height: 70)
        let lean = rows(c, width: 100, height: 70, runCoverage: false)
        #expect(full.count == lean.count)
        for (f, l) in zip(full, lean) {
            #expect(f.y == l.y && f.x0 == l.x0 && f.coverage.count == l.coverage.count)
            #expect(f.runs.map { [$0.start, $0.end] } == l.runs.map { [$0.start, $0.end] })
            #expect(f.runs.map(\.value) == l.runs.map(\.value))
            var inside = [Bool](repeating: false, count: f.coverage.count)
            for run in f.runs { for i in (run.start + 1)..<(run.end - 1) { inside[i] = true } }
            for i in f.coverage.indices where !inside[i] { #expect(f.coverage[i] == l.coverage[i], "row \(f.y) column \(i)") }
        }
    }
}
