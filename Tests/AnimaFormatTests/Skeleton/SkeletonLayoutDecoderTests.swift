import AnimaCore
import AnimaSkeleton
import Foundation
import Testing
@testable import AnimaFormat
import AnimaTestSupport

/// Skeleton layout files (DESIGN.md §5b): every field read, every problem reported with its JSON path.
@Suite struct SkeletonLayoutDecoderTests {
    private func layout(root: String = #"{"id": "cell", "frame": [0, 0, 390, 96], "children": [{"id": "title", "kind": "label", "frame": [88, 18, 220, 20]}]}"#,
                        extra: String = "") -> String {
        #"{"version": 1, "canvas": {"width": 390, "height": 400}, "root": \#(root)\#(extra)}"#
    }

    private func issues(_ text: String) -> [String] {
        do {
            _ = try SkeletonLayoutDecoder().decode(text)
            return []
        } catch {
            return error.issues.map(\.description)
        }
    }

    @Test func designExampleDecodes() throws {
        let text = #"""
        {"version": 1, "canvas": {"width": 390, "height": 400, "background": "#FFFFFF"},
         "root": {"id": "cell", "kind": "view", "frame": [0, 0, 390, 96], "children": [
           {"id": "avatar", "kind": "image", "frame": [16, 16, 56, 56], "cornerRadius": 28},
           {"id": "title", "kind": "label", "frame": [88, 18, 220, 20], "lines": 1},
           {"id": "body", "kind": "label", "frame": [88, 44, 286, 40], "lines": 2},
           {"id": "badge", "kind": "view", "frame": [330, 18, 44, 20], "skeleton": "ignore"}]},
         "list": {"count": 4, "spacing": 0},
         "skeleton": {"style": "shimmer", "direction": "leftToRight"},
         "adjustments": [{"select": "title", "width": 120}]}
        """#
        let layout = try SkeletonLayoutDecoder().decode(text)
        #expect(layout.root.children.map(\.id) == ["avatar", "title", "body", "badge"])
        #expect(layout.root.children[0].kind == .image && layout.root.children[0].cornerRadius == 28)
        #expect(layout.root.children[3].skeleton == .ignore)
        #expect(layout.list?.count == .fixed(4))
        #expect(layout.settings == [.style(.shimmer), .shimmerDirection(.leftToRight)])
        #expect(layout.adjustments == [Adjustment.element("title").width(120)])
        let scene = try layout.scene()
        #expect(scene.layer(withID: "cell3/title.line0") != nil)
    }

    @Test func everyConfigurationKey() throws {
        let text = layout(extra: #"""
        , "skeleton": {"style": "drop", "appearance": "dark", "colors": {"light": {"base": "#111111"}, "dark": {"deep": "#222222"}},
          "color": "#333333", "cornerRadius": 2, "lineHeight": 12, "lineSpacing": 6, "lastLineFill": 0.5, "lastLineVariation": 0.1,
          "lineCornerRadius": 1, "imagesAsCircles": true, "seed": 9, "layoutDirection": "rtl", "reduceMotion": true,
          "reducedMotionStyle": "static", "shimmer": {"direction": "bottomToTop", "highlightWidth": 0.4, "speed": 100, "pause": 0, "tilt": 20},
          "pulse": {"duration": 2, "minimumOpacity": 0.5}, "stagger": {"duration": 1, "delay": 0.2},
          "drop": {"step": 0.3, "stayRatio": 0.5, "restSteps": 1}, "stretch": {"duration": 1, "longScale": 2, "shortScale": 0.5},
          "animated": false, "dropIndex": 1, "dropFromIndex": 2, "removeOnDrop": true, "stretchMode": "long"}
        """#)
        let c = try SkeletonLayoutDecoder().decode(text).configuration()
        #expect(c.style == .drop && c.appearance == .dark)
        #expect(c.lightPalette.base == Color(hex: "#111111") && c.darkPalette.deep == Color(hex: "#222222"))
        #expect(c.elementColor == Color(hex: "#333333"))
        #expect(c.cornerRadius == 2 && c.lineHeight == 12 && c.lineSpacing == 6 && c.lastLineFill == 0.5)
        #expect(c.lastLineVariation == 0.1 && c.lineCornerRadius == 1 && c.imagesAsCircles && c.seed == 9)
        #expect(c.layoutDirection == .rightToLeft && c.reduceMotion && c.reducedMotionStyle == .static)
        #expect(c.shimmer.direction == .bottomToTop && c.shimmer.highlightWidth == 0.4 && c.shimmer.speed == 100)
        #expect(c.shimmer.pause == 0 && c.shimmer.tilt == 20)
        #expect(c.pulse.duration == 2 && c.pulse.minimumOpacity == 0.5 && c.stagger.duration == 1 && c.stagger.delay == 0.2)
        #expect(c.drop.step == 0.3 && c.drop.stayRatio == 0.5 && c.drop.restSteps == 1)
        #expect(c.stretch.duration == 1 && c.stretch.longScale == 2 && c.stretch.shortScale == 0.5)
        #expect(!c.isAnimated && c.dropIndex == 1 && c.dropFromIndex == 2 && c.removeOnDrop && c.stretchMode == .long)
    }

    @Test func sectionsNestedListsAdjustmentsAndReveal() throws {
        let text = layout(root: #"{"id": "cell", "frame": [0, 0, 390, 96], "children": [{"id": "stories", "frame": [0, 0, 390, 80], "list": {"cell": {"id": "s", "kind": "image", "frame": [0, 0, 64, 64]}, "count": "fill", "spacing": 8, "axis": "horizontal"}}]}"#,
                          extra: #"""
        , "list": {"spacing": 4, "sectionSpacing": 8, "sections": [
            {"header": {"id": "h", "frame": [0, 0, 390, 40]}, "count": 2, "dataArrival": 1},
            {"cell": {"id": "other", "kind": "button", "frame": [16, 0, 100, 44]}, "cellSize": [390, 50], "count": "fill", "footer": {"id": "f", "frame": [0, 0, 390, 20]}}]},
          "adjustments": [{"select": ["stories", 0], "up": 1, "down": 2, "left": 3, "right": 4, "reducedWidth": 1, "reducedHeight": 1,
                           "lines": 2, "lastLineScale": 0.4, "stayRatio": 0.3, "cornerRadius": 5, "remove": false}],
          "reveal": {"dataArrival": 3, "onsetDelay": 0.2, "minimumDuration": 0.4, "fadeIn": 0.2, "crossFade": 0.5, "finishesSweep": false},
          "clockOrigin": -1
        """#)
        let layout = try SkeletonLayoutDecoder().decode(text)
        #expect(layout.root.children[0].list?.count == .fill && layout.root.children[0].list?.spacing == 8)
        #expect(layout.list?.sections.count == 2 && layout.list?.sections[0].dataArrival == 1)
        #expect(layout.list?.sections[1].cellSize == Size(390, 50) && layout.list?.sections[1].footer?.id == "f")
        #expect(layout.adjustments[0].selection == [.id("stories"), .index(0)])
        #expect(layout.adjustments[0].changes == [.width(1), .move(dx: 0, dy: -1), .move(dx: 0, dy: 2), .move(dx: -3, dy: 0),
                                                  .move(dx: 4, dy: 0), .reduceWidth(1), .reduceHeight(1), .lines(2),
                                                  .setting(.lastLineFill(0.4)), .setting(.dropStayRatio(0.3)),
                                                  .setting(.cornerRadius(5))].filter { $0 != .width(1) })
        #expect(layout.reveal?.onsetDelay == 0.2 && layout.reveal?.crossFade == 0.5 && layout.reveal?.finishesSweep == false)
        #expect(layout.clockOrigin == -1)
    }

    @Test func negativeSizesAndLines() {
        let root = #"{"id": "cell", "frame": [0, 0, 390, -96], "children": [{"id": "title", "kind": "label", "frame": [88, 18, 220, 20], "lines": -1}]}"#
        #expect(issues(layout(root: root)) == [
            "root.frame: width and height must not be negative, got 390.0 × -96.0",
            "root.children[0].lines: must be 0 (as many as fit) or more, got -1",
        ])
    }

    @Test func unknownStyleAndDirection() {
        let found = issues(layout(extra: #", "skeleton": {"style": "shimer", "direction": "sideways"}"#))
        #expect(found.count == 2)
        #expect(found[0].hasPrefix("skeleton.style: unknown value \"shimer\" (did you mean \"shimmer\"?)"))
        #expect(found[1].hasPrefix("skeleton.direction: unknown value \"sideways\""))
        #expect(found[1].contains("topLeftToBottomRight"))
    }

    @Test func adjustmentNamingAMissingElement() {
        #expect(issues(layout(extra: #", "adjustments": [{"select": "title", "width": 10}, {"select": "subtitle", "remove": true}]"#))
            == ["adjustments[1].select: no element \"subtitle\" in the layout"])
    }

    @Test func typosAndWrongTypes() {
        let found = issues(layout(root: ##"{"id": "cell", "kind": "lable", "frame": [0, 0, 390], "colour": "#FFF"}"##,
                                  extra: #", "list": {"count": "lots"}, "skeleton": {"shimmer": {"sped": 3}}"#))
        #expect(found == [
            "root.frame: expected [x, y, width, height], got an array of 3",
            "root.kind: unknown value \"lable\" (did you mean \"label\"?); expected one of \"view\", \"label\", \"image\", \"button\", \"textField\"",
            "root.colour: unknown field; a view takes: " + ViewNodeDecoder.keys.joined(separator: ", "),
            "list.count: expected a whole number or \"fill\", got \"lots\"",
            "skeleton.shimmer.sped: unknown field; did you mean \"speed\"?",
        ])
    }

    @Test func badValuesFromTheModelKeepTheirPaths() {
        let found = issues(layout(extra: #", "skeleton": {"lineHeight": 0, "shimmer": {"highlightWidth": 2}}, "reveal": {"dataArrival": -1}"#))
        #expect(found == ["skeleton.lineHeight: must be a positive number, got 0.0",
                          "skeleton.shimmer.highlightWidth: must be between 0 (exclusive) and 1, got 2.0",
                          "reveal.dataArrival: must be a time of 0 or more, got -1.0"])
    }

    @Test func decodingAndModelProblemsTogether() {
        let root = #"{"id": "r", "frame": [0, 0, 100, -5], "children": [{"id": "t", "kind": "label", "frame": [0, 0, 10, 10], "lines": -1}]}"#
        let found = issues(layout(root: root, extra: #", "skeleton": {"style": "wobble"}, "adjustments": [{"select": "nope", "width": 3}]"#))
        #expect(found.map { $0.prefix { $0 != ":" } } == ["skeleton.style", "root.frame", "root.children[0].lines",
                                                          "adjustments[0].select"])
    }

    @Test func malformedJSON() {
        #expect(issues("{\"version\": 1,").first?.hasPrefix("line 1") == true)
    }

    @Test func examplesDecodeAndBuild() throws {
        let folder = Repository.url("Examples/skeleton")
        for name in ["feed-cell", "profile-header", "list", "two-section-list"] {
            let data = try Data(contentsOf: folder.appendingPathComponent(name + ".json"))
            let scene = try SkeletonLayoutDecoder().decode(data).scene()
            #expect(!scene.layers.isEmpty, "\(name)")
            _ = try Timeline(scene)
        }
    }
}
