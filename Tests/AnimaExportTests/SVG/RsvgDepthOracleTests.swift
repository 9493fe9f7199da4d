import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaRender
import Foundation
import Testing
import AnimaTestSupport

/// The SVG frame of depth, masks and replicators drawn by librsvg (`rsvg-convert`) against `anima render --at T`:
/// layers in perspective are projected point by point (SVG transforms are affine), back faces dropped, masks as
/// `<mask>`. Same scenes and tolerance as the Chromium oracle: outside a 1-pixel band at edges, mean absolute channel
/// difference ≤ 2/255 and at most 1 % of pixels off by more than 16/255.
@Suite(.serialized) struct RsvgDepthOracleTests {
    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)), arguments: ChromiumPixelOracleTests.cases)
    func rsvgFrameMatchesTheRenderer(_ c: ChromiumPixelOracleTests.Case) throws {
        try compare(c)
    }

    /// A dash pattern and a trim on one stroke, flat and in perspective: SVG cannot dash a trimmed stroke as Core
    /// Animation does (nor dash along a projected path's own lengths), so the export cuts the pieces itself; the web
    /// page, whose trims animate, cannot (it warns), so this case is the SVG frame's alone.
    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func dashedTrimmedStrokesMatchTheRenderer() throws {
        let c = ChromiumPixelOracleTests.Case(name: "dashed trimmed strokes", json: DepthScenes.dashedTrimmedStrokes,
                                              example: nil, time: 0)
        try compare(c)
    }

    private func compare(_ c: ChromiumPixelOracleTests.Case) throws {
        let rsvg = try Tool.rsvg.require()
        var scene = try c.example.map(ExampleScenes.load) ?? ExampleScenes.scene(c.json ?? "")
        scene.canvas.scale = 1
        let ours = try Renderer(canvas: scene.canvas).render(try Timeline(scene), at: c.time)
        let export = try ExportFormat.svg.export(scene, at: c.time)
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        let dir = try TemporaryFiles.directory("anima-rsvg")
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("frame.svg"), png = dir.appendingPathComponent("frame.png")
        try Data(export.text.utf8).write(to: svg)
        let run = try ExternalProcess(rsvg).run([svg.path, "-o", png.path])
        try #require(run.status == 0, "rsvg-convert failed: \(run.stderrText)")
        let theirs = try ImageDecoder.decode(Array(try Data(contentsOf: png)))
        try #require(theirs.width == ours.width && theirs.height == ours.height)
        let (mean, far) = ChromiumPixelOracleTests.compare(ours, theirs)
        print("rsvg pixels \(c.testDescription): mean \(mean * 255)/255, \(far * 100) % over 16/255")
        #expect(mean <= 2.0 / 255, "\(c.testDescription): mean abs diff \(mean * 255)/255")
        #expect(far <= 0.01, "\(c.testDescription): \(far * 100) % of pixels differ by more than 16/255")
    }

    @Test func aLayerInPerspectiveIsProjectedNotFlattened() throws {
        // The 200×200 card of DepthRenderingTests turned 60° about y with m34 = −1/500, centred at (200, 200). Its
        // top-right corner is (100, −100) from the anchor; rotation about y (row vectors, m13 = −sin) gives
        // x' = 100 cos 60° = 50, z' = −100 sin 60° = −86.603; w = 1 + z'·m34 = 1 + 86.603/500 = 1.173205, so it
        // lands at (200 + 50 / 1.173205, 200 − 100 / 1.173205) = (242.618, 114.764).
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        var card = Layer(id: "card")
        card.frame = Rect(100, 100, 200, 200)
        card.backgroundColor = Color(0, 0, 1)
        card.transform = Transform3D.rotation(.pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
        let scene = Scene(canvas: .init(width: 400, height: 400), timeline: .init(duration: 1), layers: [card])
        let svg = try ExportFormat.svg.export(scene).text
        #expect(!svg.contains("transform=\"matrix("), "a perspective map is not an SVG transform")
        // Written to 3 decimals: 114.7636 may come out as …763 or …764.
        #expect(svg.contains("242.618 114.763") || svg.contains("242.618 114.764"), "\(svg)")
    }

    @Test func aTrimInPerspectiveCutsTheLayersOwnLength() throws {
        // A line through the card of the test above, from its left edge to its right at mid-height, trimmed to its
        // first half: the cut is at the anchor, which stays at the card's position, (200, 200), however the card
        // turns. The left end (−100, 0) from the anchor turns to x' = −100 cos 60° = −50, z' = 100 sin 60° = 86.603;
        // w = 1 − 86.6025/500 = 0.8267949, so it lands at (200 − 50 / 0.8267949, 200) = (139.5255, 200), written to 3
        // decimals as 139.526. Half of the projected length would cut nearer the far end: the near half is drawn
        // longer.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        var line = Layer(id: "line", kind: .shape)
        line.frame = Rect(100, 100, 200, 200)
        line.path = Path(elements: [.move(to: Point(0, 100)), .line(to: Point(200, 100))])
        line.fillColor = .clear
        line.strokeColor = Color(0, 0, 1)
        line.lineWidth = 4
        line.strokeEnd = 0.5
        line.transform = Transform3D.rotation(.pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
        let scene = Scene(canvas: .init(width: 400, height: 400), timeline: .init(duration: 1), layers: [line])
        let svg = try ExportFormat.svg.export(scene).text
        #expect(svg.contains("d=\"M139.526 200 L200 200\""), "\(svg)")
        #expect(!svg.contains("stroke-dasharray"), "\(svg)")
    }
}
