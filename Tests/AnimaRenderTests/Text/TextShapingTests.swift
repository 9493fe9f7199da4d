import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaRender

extension Tool {
    /// HarfBuzz's command-line shaper, the oracle for glyph ids, order and advances.
    static let hbShape = Tool("hb-shape", aptPackage: "libharfbuzz-bin") { executable("hb-shape") }
    /// Debian's python3 with pycairo, the oracle rasteriser for a line of text.
    static let pythonCairo = Tool("python3 cairo", aptPackage: "python3-cairo") {
        guard let python = executable("/usr/bin/python3"),
              (try? ExternalProcess(python).run(["-c", "import cairo"]).status) == 0 else { return nil }
        return python
    }
}

/// HarfBuzz shaping and FreeType outlines behind text layers, checked against `hb-shape` and Cairo.
@Suite struct TextShapingTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// One glyph as hb-shape's JSON prints it (font units, since no --font-size is given; clusters as UTF-8 byte offsets).
    struct HBGlyph: Decodable, Equatable { let g: UInt32; let cl: Int; let dx: Int; let dy: Int; let ax: Int }

    static func hbShape(_ text: String) throws -> [HBGlyph] {
        let out = try ExternalProcess(Tool.hbShape.require())
            .run([dejaVu, text, "--output-format=json", "--no-glyph-names", "--utf8-clusters"])
        #expect(out.status == 0, "hb-shape failed: \(out.stderrText)")
        return try JSONDecoder().decode([HBGlyph].self, from: out.stdout)
    }

    static func ours(_ text: String) throws -> ShapedRun {
        try Font(path: dejaVu, index: 0).shape(text)
    }

    /// Latin with kerning (AV, VA, Wo), Arabic (joined forms, right to left) and Hebrew: the same glyph ids, in the
    /// same (visual) order, with the same clusters, offsets and advances as hb-shape prints for the same font.
    @Test(.enabled(if: Tool.isAvailable(.hbShape), Tool.skipReason(.hbShape)),
          arguments: ["AVA Wolf, fij!", "مرحبا بالعالم", "שלום עולם", "Typography: 1234567890"])
    func glyphsAndAdvancesMatchHBShape(_ text: String) throws {
        let expected = try Self.hbShape(text)
        let run = try Self.ours(text)
        let got = run.glyphs.map { HBGlyph(g: $0.id, cl: $0.cluster, dx: $0.offsetX, dy: $0.offsetY, ax: $0.advance) }
        #expect(got == expected)
    }

    /// Arabic comes out right to left: hb-shape lists the glyphs in visual order, so the first glyph shown on the
    /// left belongs to the last character (cluster values fall from left to right).
    @Test(.enabled(if: Tool.isAvailable(.hbShape), Tool.skipReason(.hbShape)))
    func arabicIsRightToLeftInHBShapeOrder() throws {
        let text = "مرحبا"
        let run = try Self.ours(text)
        #expect(run.isRightToLeft)
        #expect(run.glyphs.map(\.id) == (try Self.hbShape(text)).map(\.g))
        // 5 letters of 2 UTF-8 bytes each: clusters 8, 6, 4, 2, 0 from left to right.
        #expect(run.glyphs.map(\.cluster) == [8, 6, 4, 2, 0])
    }

    @Test func fontNamesResolveThroughFontconfig() throws {
        let family = try FontResolver.resolve("DejaVu Sans")
        #expect(family.path.hasSuffix("DejaVuSans.ttf"))
        #expect(family.warning == nil)
        let postScript = try FontResolver.resolve("DejaVuSans-Bold")
        #expect(postScript.path.hasSuffix("DejaVuSans-Bold.ttf"))
        let full = try FontResolver.resolve("DejaVu Sans Bold")
        #expect(full.path.hasSuffix("DejaVuSans-Bold.ttf"))
    }

    @Test func aMissingFontFallsBackToDejaVuSansWithAWarningNamingIt() throws {
        let m = try FontResolver.resolve("Helvetica Neue Imaginary")
        #expect(m.path.hasSuffix("DejaVuSans.ttf"))
        #expect(m.warning == "font 'Helvetica Neue Imaginary' not found; using DejaVu Sans")
    }

    /// DejaVu Sans' "l" (glyph 79) is one closed contour: a rectangle. Its outline in font units is the box from
    /// x 193 to 377 and from the baseline to 1556 (the font's `l` is 184 units wide, as hb-shape's advance 569
    /// minus its side bearings shows). Flipped to y-down, the top is −1556.
    @Test func glyphOutlinesComeFromFreeTypeInFontUnits() throws {
        let font = try Font(path: Self.dejaVu, index: 0)
        let run = font.shape("l")
        let outline = font.outline(run.glyphs[0].id)
        let xs = outline.elements.compactMap { e -> Double? in if case let .line(to: p) = e { p.x } else { nil } }
        let ys = outline.elements.compactMap { e -> Double? in if case let .line(to: p) = e { p.y } else { nil } }
        #expect(Set(xs) == [193, 377])
        #expect(Set(ys) == [0, -1556])
        #expect(outline.elements.last == .close)
    }

    /// A line of text drawn by the renderer (glyph paths, its own anti-aliasing) against Cairo drawing the same
    /// glyphs at hb-shape's positions with FreeType's unhinted outlines: mean absolute difference ≤ 3/255.
    @Test(.enabled(if: Tool.isAvailable(.hbShape, .pythonCairo), Tool.skipReason(.hbShape, .pythonCairo)),
          arguments: ["Hello, Anima! fij AVA", "مرحبا بالعالم"])
    func renderedLineMatchesCairo(_ text: String) throws {
        let size = 24.0, width = 320, height = 40
        // First baseline one ascender below the top: 1901/2048 × 24 = 22.277 points.
        let baseline = 1901.0 / 2048 * size
        let glyphs = try Self.hbShape(text)
        let json = try JSONEncoder().encode(glyphs.map { ["g": Int($0.g), "dx": $0.dx, "dy": $0.dy, "ax": $0.ax] })
        let script = Repository.url("Tests/AnimaRenderTests/__Fixtures__/text/cairo_glyphs.py").path
        let file = try TemporaryFiles.file(json, name: "glyphs.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let out = try ExternalProcess(Tool.pythonCairo.require())
            .run([script, "DejaVu Sans", "\(size)", "2048", "\(width)", "\(height)", "\(baseline)", file.path])
        #expect(out.status == 0, "\(out.stderrText)")
        let reference = [UInt8](out.stdout)
        try #require(reference.count == width * height * 4)

        var p = LayerProperties()
        p.frame = Rect(0, 0, Double(width), Double(height))
        p.string = text; p.fontSize = size; p.foregroundColor = .black
        p.alignmentMode = .left
        let presentation = Presentation(time: 0, layers: [
            PresentedLayer(id: "t", kind: .text, parent: nil, subtreeEnd: 1, properties: p),
        ])
        var renderer = try Renderer(width: Double(width), height: Double(height), background: .white)
        renderer.contents = try ContentStore(presentation)
        let canvas = renderer.render(presentation)
        let ours = canvas.straightRGBA()
        var sum = 0, inked = 0
        for i in 0..<(width * height) {
            for c in 0..<3 { sum += abs(Int(ours[4 * i + c]) - Int(reference[4 * i + c])) }
            if reference[4 * i] < 128 { inked += 1 }
        }
        let mean = Double(sum) / Double(width * height * 3)
        #expect(inked > 300, "the oracle drew the text")
        #expect(mean <= 3, "mean absolute difference \(mean)/255")
    }
}
