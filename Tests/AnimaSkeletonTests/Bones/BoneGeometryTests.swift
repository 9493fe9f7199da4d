import AnimaCore
import Testing
@testable import AnimaSkeleton

/// Bone geometry of DESIGN.md §5b's feed cell under the default configuration (line height 15, spacing 10, last line
/// 70 %, line radius half the line height), computed by hand.
@Suite struct BoneGeometryTests {
    @Test func imageKeepsItsFrameAndRadius() throws {
        let avatar = try #require(try Fixtures.bones(Fixtures.layout())["avatar"])
        #expect(avatar.frame == Rect(16, 16, 56, 56))
        #expect(avatar.cornerRadius == 28)
    }

    @Test func singleLineLabelIsCentredAndShortened() throws {
        // One 15 pt line centred in 20 pt: top 18 + 2.5; width 0.7 × 220 = 154 (SkeletonView counts a one-line
        // label's only line as its last).
        let title = try #require(try Fixtures.bones(Fixtures.layout())["title.line0"])
        #expect(title.frame == Rect(88, 20.5, 154, 15))
        #expect(title.cornerRadius == 7.5)
    }

    @Test func twoLineLabelFillsItsFrame() throws {
        // 2 × 15 + 10 = 40 = the frame's height: lines at 44 and 69; the last is 0.7 × 286 = 200.2 wide.
        let bones = try Fixtures.bones(Fixtures.layout())
        #expect(bones["body.line0"]?.frame == Rect(88, 44, 286, 15))
        let last = try #require(bones["body.line1"]?.frame)
        #expect(last.minX == 88 && last.minY == 69 && last.height == 15)
        #expect(abs(last.width - 200.2) < 1e-9)
    }

    @Test func ignoredViewMakesNoBoneButStaysVisible() throws {
        let layout = Fixtures.layout()
        #expect(try Fixtures.bones(layout)["badge"] == nil)
        let unit = try #require(try layout.units().first)
        let piece = try #require(layout.blueprint(of: unit).pieces.first { $0.id == "badge.content" })
        #expect(piece.visibility == .always)
        #expect(piece.rects == [Rect(330, 18, 44, 20)])
    }

    @Test func zeroLinesMeansAsManyAsFit() throws {
        // (100 + 10) / (15 + 10) = 4.4 → 4 lines, a 90 pt block centred in 100: tops 5, 30, 55, 80.
        let root = ViewNode.view("r", frame: Rect(0, 0, 300, 100), children: [.label("t", frame: Rect(0, 0, 300, 100), lines: 0)])
        let bones = try Fixtures.bones(SkeletonLayout(canvas: Fixtures.canvas, root: root))
        #expect(bones.count == 4)
        #expect(bones["t.line0"]?.frame.minY == 5)
        #expect(bones["t.line3"]?.frame.minY == 80)
        #expect(bones["t.line3"]?.frame.width == 210)
    }

    @Test func lastLineFollowsAlignmentAndDirection() throws {
        func last(_ alignment: TextAlignment, _ direction: LayoutDirection?) throws -> Rect {
            var label = ViewNode.label("t", frame: Rect(10, 0, 200, 15), alignment: alignment)
            label.direction = direction
            let root = ViewNode.view("r", frame: Rect(0, 0, 300, 15), children: [label])
            return try #require(try Fixtures.bones(SkeletonLayout(canvas: Fixtures.canvas, root: root))["t.line0"]?.frame)
        }
        // 0.7 × 200 = 140 wide.
        #expect(try last(.natural, nil).minX == 10)
        #expect(try last(.natural, .rightToLeft).minX == 70)
        #expect(try last(.right, nil).minX == 70)
        #expect(try last(.center, nil).minX == 40)
        #expect(try last(.left, .rightToLeft).minX == 10)
    }

    @Test func imagesCanBecomeCircles() throws {
        let root = ViewNode.view("r", frame: Rect(0, 0, 300, 100), children: [.image("i", frame: Rect(10, 20, 60, 40))])
        let bones = try Fixtures.bones(SkeletonLayout(canvas: Fixtures.canvas, root: root, settings: [.imagesAsCircles(true)]))
        // The largest circle in 60 × 40, centred: side 40 at x 10 + 10.
        #expect(bones["i"]?.frame == Rect(20, 20, 40, 40))
        #expect(bones["i"]?.cornerRadius == 20)
    }

    @Test func blockContainerIsOneBone() throws {
        let card = ViewNode.view("card", frame: Rect(10, 10, 200, 80), cornerRadius: 12,
                                 children: [.label("x", frame: Rect(0, 0, 100, 20))]).skeleton(.block)
        let root = ViewNode.view("r", frame: Rect(0, 0, 300, 100), children: [card])
        let bones = try Fixtures.bones(SkeletonLayout(canvas: Fixtures.canvas, root: root))
        #expect(Array(bones.keys) == ["card"])
        #expect(bones["card"]?.frame == Rect(10, 10, 200, 80))
        #expect(bones["card"]?.cornerRadius == 12)
    }

    @Test func nestedContainersOffsetTheirChildren() throws {
        let inner = ViewNode.view("inner", frame: Rect(20, 30, 100, 50), children: [.button("b", frame: Rect(5, 6, 40, 20))])
        let root = ViewNode.view("r", frame: Rect(1, 2, 300, 100), children: [inner])
        let bones = try Fixtures.bones(SkeletonLayout(canvas: Fixtures.canvas, root: root))
        #expect(bones["b"]?.frame == Rect(26, 38, 40, 20))
        #expect(bones["b"]?.cornerRadius == 4)
    }

    @Test func seededLastLineVariesByCellButRepeatsExactly() throws {
        let layout = Fixtures.layout([.lastLineVariation(0.2), .seed(7)], list: SkeletonList(count: .fixed(6)))
        func widths() throws -> [Double] {
            try layout.units().map { unit in
                layout.blueprint(of: unit).bones.first { $0.id == "body.line1" }?.frame.width ?? -1
            }
        }
        let first = try widths(), second = try widths()
        #expect(first == second)
        #expect(Set(first).count > 1)
        // Within 0.7 ± 0.2 of 286.
        #expect(first.allSatisfy { $0 >= 0.5 * 286 - 1e-9 && $0 <= 0.9 * 286 + 1e-9 })
    }
}
