import AnimaCore
import Testing
@testable import AnimaSkeleton

/// Every adjustment, on DESIGN.md §5b's feed cell.
@Suite struct AdjustmentTests {
    private func bones(_ adjustments: Adjustment...) throws -> [String: Bone] {
        try Fixtures.bones(Fixtures.layout(adjustments: adjustments))
    }

    @Test func width() throws {
        // DESIGN.md's own example: title narrowed to 120. An explicit width on a single-line label is what the user
        // asked for, so its one line is exactly 120 wide, x 88…208 (issue 18; the 70 % last-line rule is for running
        // text, and SkeletonView shortens only the last line of a multi-line label).
        let line = try #require(try bones(.element("title").width(120))["title.line0"])
        #expect(line.frame.width == 120)
        #expect(line.frame.minX == 88)
    }

    @Test func widthOfAMultiLineLabelStillShortensItsLastLine() throws {
        // body: 2 lines narrowed to 200 → line 0 is 200 wide, the last line 0.7 × 200 = 140 (lastLineFillPercent 70).
        let b = try bones(.element("body").width(200))
        #expect(b["body.line0"]?.frame.width == 200)
        #expect(abs((b["body.line1"]?.frame.width ?? 0) - 140) < 1e-9)
    }

    @Test func aSingleLineLabelWithoutAnExplicitWidthKeepsTheLastLineRule() throws {
        // title unadjusted: 220 wide, its one (last) line 0.7 × 220 = 154 (skeleton-anchors.md §2.3).
        #expect(abs((try bones()["title.line0"]?.frame.width ?? 0) - 154) < 1e-9)
    }

    @Test func height() throws {
        #expect(try bones(.element("avatar").height(40))["avatar"]?.frame == Rect(16, 16, 56, 40))
    }

    @Test func moves() throws {
        #expect(try bones(.element("avatar").moveUp(3))["avatar"]?.frame.origin == Point(16, 13))
        #expect(try bones(.element("avatar").moveDown(3))["avatar"]?.frame.origin == Point(16, 19))
        #expect(try bones(.element("avatar").moveLeft(3))["avatar"]?.frame.origin == Point(13, 16))
        #expect(try bones(.element("avatar").moveRight(3).moveDown(1))["avatar"]?.frame.origin == Point(19, 17))
    }

    @Test func reducedWidthAndHeight() throws {
        #expect(try bones(.element("avatar").reducedWidth(6).reducedHeight(10))["avatar"]?.frame == Rect(16, 16, 50, 46))
    }

    @Test func radius() throws {
        #expect(try bones(.element("avatar").radius(8))["avatar"]?.cornerRadius == 8)
        #expect(try bones(.element("body").radius(2))["body.line0"]?.cornerRadius == 7.5)
        #expect(try bones(.element("body").setting(.lineCornerRadius(2)))["body.line0"]?.cornerRadius == 2)
    }

    @Test func lines() throws {
        // Three lines in 40 pt: 3 × 15 + 2 × 10 = 65, centred: top 44 − 12.5 = 31.5.
        let b = try bones(.element("body").lines(3))
        #expect(b["body.line2"] != nil)
        #expect(b["body.line0"]?.frame.minY == 31.5)
    }

    @Test func lineSpacing() throws {
        // 2 × 15 + 4 = 34 in 40: top 47, second line 47 + 19 = 66.
        let b = try bones(.element("body").lineSpacing(4))
        #expect(b["body.line0"]?.frame.minY == 47)
        #expect(b["body.line1"]?.frame.minY == 66)
    }

    @Test func lastLineScale() throws {
        #expect(try bones(.element("body").lastLineScale(0.5))["body.line1"]?.frame.width == 143)
    }

    @Test func remove() throws {
        let b = try bones(.element("avatar").remove())
        #expect(b["avatar"] == nil)
        #expect(b.count == 3)
    }

    @Test func color() throws {
        let red = try #require(Color(hex: "#FF0000"))
        #expect(try bones(.element("avatar").color(red))["avatar"]?.configuration.palette.base == red)
    }

    @Test func byIndex() throws {
        // Depth-first with the root excluded: 0 avatar, 1 title, 2 body, 3 badge.
        #expect(try bones(.element(at: 2).lines(1))["body.line1"] == nil)
        #expect(try bones(.elements(at: 0..<2).moveDown(1))["avatar"]?.frame.minY == 17)
    }

    @Test func choreographyOptions() throws {
        let b = try bones(.element("avatar").dropIndex(5).toLong(), .element("body").dropFromIndex(2).removeOnDrop(),
                          .element("title").withoutAnimation().dropStayRatio(0.5).style(.pulse))
        let avatar = try #require(b["avatar"]?.configuration)
        #expect(avatar.dropIndex == 5 && avatar.stretchMode == .long)
        let body = try #require(b["body.line1"]?.configuration)
        #expect(body.dropFromIndex == 2 && body.removeOnDrop)
        let title = try #require(b["title.line0"]?.configuration)
        #expect(!title.isAnimated && title.drop.stayRatio == 0.5 && title.style == .pulse)
        #expect(try bones(.element("title").toShort())["title.line0"]?.configuration.stretchMode == .short)
    }

    @Test func adjustmentsApplyToEveryTemplateWithTheId() throws {
        let header = ViewNode.view("header", frame: Rect(0, 0, 390, 40), children: [.label("title", frame: Rect(16, 10, 200, 20))])
        let list = SkeletonList(sections: [ListSection(header: header, count: .fixed(1))])
        let layout = Fixtures.layout(list: list, adjustments: [.element("title").width(100)])
        let units = try layout.adjusted().units()
        let widths = units.map { unit in layout.blueprint(of: unit).bones.first { $0.id == "title.line0" }?.frame.width }
        #expect(widths.count == 2)
        // Both single-line titles show the asked-for width exactly.
        #expect(widths.allSatisfy { $0 == 100 })
    }
}
