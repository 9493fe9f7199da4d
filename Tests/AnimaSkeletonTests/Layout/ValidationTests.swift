import AnimaCore
import Testing
@testable import AnimaSkeleton

/// Bad input gives every problem with its JSON path, never a trap.
@Suite struct ValidationTests {
    private func paths(_ layout: SkeletonLayout) -> [String] { layout.issues().map(\.path) }

    @Test func negativeSizes() {
        var root = Fixtures.feedCell
        root.children[1].frame.size.width = -5
        #expect(paths(SkeletonLayout(canvas: Fixtures.canvas, root: root)) == ["root.children[1].frame"])
        var canvas = Fixtures.canvas
        canvas.height = -1
        #expect(paths(SkeletonLayout(canvas: canvas, root: Fixtures.feedCell)) == ["canvas"])
    }

    @Test func negativeLines() {
        var root = Fixtures.feedCell
        root.children[2].lines = -1
        let issues = SkeletonLayout(canvas: Fixtures.canvas, root: root).issues()
        #expect(issues.map(\.description) == ["root.children[2].lines: must be 0 (as many as fit) or more, got -1"])
        #expect(throws: SkeletonError.self) { try SkeletonLayout(canvas: Fixtures.canvas, root: root).scene() }
    }

    @Test func adjustmentsNamingMissingElements() {
        let layout = Fixtures.layout(adjustments: [.element("title").width(10), .element("nope").remove(), .element(at: 9).height(1)])
        #expect(layout.issues().map(\.description) == [
            "adjustments[1].select: no element \"nope\" in the layout",
            "adjustments[2].select: no element at index 9; the root has 4 elements below it",
        ])
    }

    @Test func badAdjustmentValuesAndResults() {
        let layout = Fixtures.layout(adjustments: [.element("body").lines(-2), .element("avatar").reducedWidth(80)])
        #expect(paths(layout) == ["adjustments[0].lines", "adjustments[1]"])
    }

    @Test func badSettingsAnywhere() {
        var root = Fixtures.feedCell
        root.children[0].settings = [.lineHeight(0)]
        let layout = SkeletonLayout(canvas: Fixtures.canvas, root: root, settings: [.shimmerSpeed(-1), .shimmerTilt(90)])
        #expect(paths(layout) == ["root.children[0].configuration.lineHeight", "skeleton.shimmer.speed", "skeleton.shimmer.tilt"])
    }

    @Test func duplicateAndReservedIds() {
        var root = Fixtures.feedCell
        root.children[3].id = "avatar"
        root.children[1].id = "cell/1"
        #expect(paths(SkeletonLayout(canvas: Fixtures.canvas, root: root)) == ["root.children[1].id", "root.children[3].id"])
    }

    @Test func listProblems() {
        let list = SkeletonList(count: .fixed(-1), spacing: -2, sections: [ListSection(count: .fixed(-3), dataArrival: -1)])
        #expect(paths(Fixtures.layout(list: list)) == ["list.count", "list.spacing", "list.sections[0].count",
                                                       "list.sections[0].dataArrival"])
    }
}
