import AnimaCore
import Testing
@testable import AnimaSkeleton

/// List templates: fill counts, sections, nested lists.
@Suite struct ListTests {
    private func cellIDs(_ layout: SkeletonLayout) throws -> [String] {
        try layout.units().compactMap(\.layerID)
    }

    @Test func fillCountsThePartlyVisibleCell() throws {
        // 400 / 96 = 4.17 → 5 cells (SkeletonView's ceil(height / rowHeight)).
        #expect(try cellIDs(Fixtures.layout(list: SkeletonList(count: .fill))).count == 5)
        // Exactly 4 cells fit in 384.
        var exact = Fixtures.layout(list: SkeletonList(count: .fill))
        exact.canvas.height = 384
        #expect(try cellIDs(exact).count == 4)
        // 50 pt cells 10 pt apart: 400 / 60 = 6.67 → 7.
        let spaced = Fixtures.layout(list: SkeletonList(count: .fill, spacing: 10, cellSize: Size(390, 50)))
        #expect(try cellIDs(spaced).count == 7)
        #expect(try spaced.units()[6].frame == Rect(0, 360, 390, 50))
    }

    @Test func fixedCountIgnoresTheCanvas() throws {
        let ids = try cellIDs(Fixtures.layout(list: SkeletonList(count: .fixed(12))))
        #expect(ids.count == 12)
        #expect(ids.last == "cell11")
    }

    @Test func cellIdsArePrefixed() throws {
        let scene = try Fixtures.layout(list: SkeletonList(count: .fixed(2))).scene()
        #expect(scene.layer(withID: "cell1")?.properties.frame == Rect(0, 96, 390, 96))
        #expect(scene.layer(withID: "cell1/avatar")?.properties.frame == Rect(16, 16, 56, 56))
        #expect(scene.layer(withID: "cell1/body.line1") != nil)
        #expect(scene.layer(withID: "cell0/#skeleton") != nil)
    }

    private var header: ViewNode {
        ViewNode.view("header", frame: Rect(0, 0, 390, 40), children: [.label("heading", frame: Rect(16, 10, 160, 20))])
    }

    private var footer: ViewNode { ViewNode.view("footer", frame: Rect(0, 0, 390, 30), children: [.button("more", frame: Rect(16, 5, 80, 20))]) }

    @Test func sectionsStackHeadersCellsAndFooters() throws {
        // Section 0: header 0…40, two cells 40…232, footer 232…262. Section 1: header 262…302, then 98 pt left:
        // ceil(98 / 96) = 2 cells.
        let list = SkeletonList(sections: [ListSection(header: header, count: .fixed(2), footer: footer),
                                           ListSection(header: header, count: .fill)])
        let units = try Fixtures.layout(list: list).units()
        #expect(units.compactMap(\.layerID) == ["section0/header", "section0/cell0", "section0/cell1", "section0/footer",
                                                "section1/header", "section1/cell0", "section1/cell1"])
        #expect(units[3].frame == Rect(0, 232, 390, 30))
        #expect(units[5].frame == Rect(0, 302, 390, 96))
        let scene = try Fixtures.layout(list: list).scene()
        #expect(scene.layer(withID: "section1/header/heading.line0") != nil)
        #expect(scene.layer(withID: "section0/footer/more") != nil)
    }

    @Test func nestedListRepeatsAndClipsItsCells() throws {
        // Story cells 64 wide, 8 apart, filling 390: ceil(390 / 72) = 6; the sixth starts at 360 and its avatar
        // (362…422) is clipped to the list's frame at 390.
        let story = ViewNode.view("story", frame: Rect(0, 0, 64, 80), children: [.image("ring", frame: Rect(2, 10, 60, 60), cornerRadius: 30)])
        let stories = ViewNode.view("stories", frame: Rect(0, 0, 390, 80))
            .repeating(ListTemplate(cell: story, count: .fill, spacing: 8))
        let root = ViewNode.view("feed", frame: Rect(0, 0, 390, 96), children: [stories])
        let bones = try Fixtures.bones(SkeletonLayout(canvas: Fixtures.canvas, root: root))
        #expect(bones.count == 6)
        #expect(bones["stories/cell1/ring"]?.frame == Rect(74, 10, 60, 60))
        #expect(bones["stories/cell5/ring"]?.frame == Rect(362, 10, 28, 60))
    }

    @Test func thousandCellsBuild() throws {
        let scene = try Fixtures.layout([.style(.shimmer)], list: SkeletonList(count: .fixed(1000))).scene()
        #expect(scene.layers.count == 1000)
        #expect(scene.layer(withID: "cell999/body.line1") != nil)
    }
}
