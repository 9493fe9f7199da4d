import AnimaCore
import Testing
@testable import AnimaSkeleton

/// Skeletons stop at `SkeletonLimits` with the JSON path, as list states stop at 100,000 items (issue 18: a list of
/// 10⁷ cells or a label of 10⁸ lines grew to 8–10 GB and aborted).
@Suite struct LimitTests {
    private func descriptions(_ layout: SkeletonLayout) -> [String] { layout.issues().map(\.description) }

    /// A list of `count` one-bone cells 1 pt high under a plain root.
    private func list(count: ListCount) -> SkeletonLayout {
        let cell = ViewNode.view("cell", frame: Rect(0, 0, 10, 1))
        return SkeletonLayout(canvas: Fixtures.canvas, root: cell, list: SkeletonList(count: count))
    }

    @Test func listCountAtTheLimitIsAccepted() {
        // 100,000 cells of one bone each: 100,000 ≤ maxBones 250,000.
        #expect(descriptions(list(count: .fixed(SkeletonLimits.maxCells))).isEmpty)
    }

    @Test func listCountOnePastTheLimitNamesItsPath() {
        #expect(descriptions(list(count: .fixed(SkeletonLimits.maxCells + 1)))
                == ["list.count: is 100001; a list has at most 100000 cells"])
        #expect(descriptions(list(count: .fixed(10_000_000))) == ["list.count: is 10000000; a list has at most 100000 cells"])
    }

    @Test func labelLinesAtAndPastTheLimit() {
        var root = Fixtures.feedCell
        root.children[2].lines = SkeletonLimits.maxLines
        #expect(descriptions(SkeletonLayout(canvas: Fixtures.canvas, root: root)).isEmpty)
        root.children[2].lines = SkeletonLimits.maxLines + 1
        #expect(descriptions(SkeletonLayout(canvas: Fixtures.canvas, root: root))
                == ["root.children[2].lines: is 10001; a label has at most 10000 lines"])
        root.children[2].lines = 100_000_000
        #expect(throws: SkeletonError.self) { try SkeletonLayout(canvas: Fixtures.canvas, root: root).scene() }
    }

    @Test func linesSetByAnAdjustmentAreLimitedToo() {
        let layout = Fixtures.layout(adjustments: [.element("body").lines(SkeletonLimits.maxLines + 1)])
        #expect(descriptions(layout) == ["adjustments[0].lines: is 10001; a label has at most 10000 lines"])
    }

    @Test func cellsTimesBonesPastTheBudgetAreRefused() {
        // The estimate is an upper bound counting every view once and every label line: the feed cell is
        // cell 1 + avatar 1 + title 1 line + body 2 lines + badge 1 = 6, so 100,000 cells make 600,000 > 250,000.
        // Each count is within its own limit, so the total is what refuses it.
        let layout = SkeletonLayout(canvas: Fixtures.canvas, root: Fixtures.feedCell,
                                    list: SkeletonList(count: .fixed(SkeletonLimits.maxCells)))
        #expect(descriptions(layout) == ["list: would make 600000 bones; a skeleton has at most 250000"])
    }

    @Test func nestedListsMultiply() {
        // 1,000 outer cells, each the row (1) plus a nested list of 1,000 one-bone dots: 1,000 × 1,001 = 1,001,000.
        let inner = ListTemplate(cell: .view("dot", frame: Rect(0, 0, 1, 1)), count: .fixed(1_000))
        let cell = ViewNode.view("row", frame: Rect(0, 0, 390, 1)).repeating(inner)
        let layout = SkeletonLayout(canvas: Fixtures.canvas, root: cell, list: SkeletonList(count: .fixed(1_000)))
        #expect(descriptions(layout) == ["list: would make 1001000 bones; a skeleton has at most 250000"])
    }

    @Test func bonesAtAndPastTheLimit() {
        // Two sections: 100,000 cells of a view with one child (2 bones each) and 50,000 one-bone cells make
        // 200,000 + 50,000 = 250,000 bones, the limit; a one-bone header on the second section makes 250,001.
        let pair = ViewNode.view("pair", frame: Rect(0, 0, 10, 1), children: [.view("dot", frame: Rect(0, 0, 1, 1))])
        func layout(header: ViewNode?) -> SkeletonLayout {
            let sections = [ListSection(cell: pair, count: .fixed(SkeletonLimits.maxCells)),
                            ListSection(header: header, cell: .view("one", frame: Rect(0, 0, 10, 1)), count: .fixed(50_000))]
            return SkeletonLayout(canvas: Fixtures.canvas, root: pair, list: SkeletonList(sections: sections))
        }
        #expect(descriptions(layout(header: nil)).isEmpty)
        #expect(descriptions(layout(header: .view("header", frame: Rect(0, 0, 10, 1))))
                == ["list: would make 250001 bones; a skeleton has at most 250000"])
    }
}
