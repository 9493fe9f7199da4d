import Anima
import Foundation
import AnimaTestSupport
import Testing

/// The Getting Started article's snippets, in its order, run.
@Test func gettingStartedArticle() throws {
    var bell = Layer(id: "bell", kind: .shape)
    bell.frame = Rect(120, 44, 80, 96)
    bell.setAnchorPoint(Point(0.5, 0))
    bell.path = try Path(svgPathData: "M40 10 C22 10 14 24 14 42 L14 62 C14 70 8 74 4 80 L76 80 C72 74 66 70 66 62 L66 42 C66 24 58 10 40 10 Z")
    bell.fillColor = Color(hex: "#FFCC00") ?? .black
    let angle = 22.5 * Double.pi / 180
    bell.add(.keyframes(.rotationZ, values: [0, .number(-angle), .number(angle), .number(-angle),
                                             .number(angle), .number(-angle), 0],
                        duration: 1).repeatCount(.infinity), forKey: "shake")

    let scene = Scene(canvas: .init(width: 320, height: 200), timeline: .init(duration: 1), layers: [bell])

    let timeline = try Timeline(scene)
    let presentation = timeline.sample(at: 1.0 / 12)
    let rotation = presentation["bell"]?[.rotationZ]   // −11.25° in radians: linear keyframes, halfway to the first
    #expect(abs((rotation?.number ?? 0) - -11.25 * .pi / 180) < 1e-9)

    let renderer = try Renderer(canvas: scene.canvas)
    let canvas = renderer.render(timeline, at: 0.25)          // premultiplied RGBA pixels
    let png = try PNGEncoder().encode(canvas)                 // PNG bytes
    let page = ExportFormat.web.export(timeline)              // text and warnings
    #expect(canvas.width == 320 && canvas.height == 200)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(page.text.contains("data-layer=\"bell\""))
}

/// The article's skeleton and transition snippet, on the repository's example files.
@Test func gettingStartedSkeletonsAndTransitions() throws {
    let examples = Repository.url("Examples")
    let layoutData = try Data(contentsOf: examples.appendingPathComponent("skeleton/feed-cell.json"))
    let beforeData = try Data(contentsOf: examples.appendingPathComponent("transitions/insert-at-top.before.json"))
    let afterData = try Data(contentsOf: examples.appendingPathComponent("transitions/insert-at-top.after.json"))

    let skeleton = try SkeletonLayoutDecoder().decode(layoutData).scene()
    let before = try ListStateDecoder().decode(beforeData), after = try ListStateDecoder().decode(afterData)
    let transition = try TransitionPlan(from: before, to: after).scene(animator: StaggerAnimator())

    #expect(!skeleton.layers.isEmpty)
    #expect(!transition.layers.isEmpty)
}
