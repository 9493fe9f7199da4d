import AnimaImageFormats
import AnimaCore
import Foundation
import Testing
@testable import AnimaRender

/// Layers wholly off the canvas on any side, empty after clipping, or zero-sized draw nothing and never trap
/// (issue 29: upright text wholly above or below the canvas trapped in `Canvas.blendGlyphMask` forming a Range whose
/// lower bound passed its upper one).
@Suite struct OffCanvasTests {
    /// The canvas the layers miss: 100 × 60 pt, white.
    static let width = 100.0, height = 60.0

    /// A 60 × 20 pt frame at `x`, `y`.
    static func frame(_ x: Double, _ y: Double) -> Rect { Rect(x, y, 60, 20) }

    /// Frames wholly above, below, left and right of the canvas: far, and just past each edge by one point.
    static let outside: [Rect] = [
        frame(20, -200), frame(20, 300), frame(-300, 20), frame(300, 20),
        frame(20, -21), frame(20, 61), frame(-61, 20), frame(101, 20),
        frame(-300, -300), frame(300, 300),
    ]

    /// Frames far enough off the canvas that a turn about their centre keeps them off it.
    static let farOutside: [Rect] = [frame(20, -200), frame(20, 300), frame(-300, 20), frame(300, 20), frame(300, 300)]

    /// A black upright text layer (glyph masks) at 16 pt.
    static func text(_ frame: Rect, configure: (inout LayerProperties) -> Void = { _ in }) -> TestLayer {
        TestLayer("t", .text, frame: frame) { p in
            // "Ag" at 16 pt is about 21 pt wide and 19 pt tall: it fits the 60 × 20 frame, so it lies where the
            // frame does (text is not clipped to its bounds).
            p.string = "Ag"; p.fontSize = 16; p.foregroundColor = .black; p.alignmentMode = .left
            configure(&p)
        }
    }

    static func render(_ layers: [TestLayer], scale: Double = 1) throws -> Canvas {
        let p = presentation(layers)
        var renderer = try Renderer(width: width, height: height, scale: scale, background: .white)
        renderer.contents = try ContentStore(p)
        return renderer.render(p)
    }

    /// Pixels that are not the white background.
    static func inked(_ c: Canvas) -> Int {
        var n = 0
        for y in 0..<c.height {
            for x in 0..<c.width where px(c, x, y) != [255, 255, 255, 255] { n += 1 }
        }
        return n
    }

    /// A 2 × 2 opaque red PNG.
    static func image() throws -> ImageContents {
        let canvas = try Canvas(width: 2, height: 2, straightRGBA: [UInt8](repeating: 0, count: 16).enumerated().map {
            $0.offset % 4 == 0 || $0.offset % 4 == 3 ? 255 : 0
        })
        return ImageContents(bytes: try PNGEncoder().encode(canvas), source: "red.png")
    }

    @Test(arguments: outside)
    func uprightTextOffTheCanvasDrawsNothing(frame: Rect) throws {
        #expect(Self.inked(try Self.render([Self.text(frame)])) == 0)
        // At 2× the masks are twice as tall and the canvas too: the same frames still miss it.
        #expect(Self.inked(try Self.render([Self.text(frame)], scale: 2)) == 0)
    }

    @Test(arguments: farOutside)
    func rotatedTextOffTheCanvasDrawsNothing(frame: Rect) throws {
        // A half turn about the layer's centre keeps its box where it was; glyphs are filled as paths.
        let c = try Self.render([Self.text(frame) { $0.transform = .rotation(.pi) }])
        #expect(Self.inked(c) == 0)
    }

    @Test func textStraddlingTheEdgesIsDrawn() throws {
        // The glyph boxes cross the top and bottom edges: some of each line lands on the canvas.
        #expect(Self.inked(try Self.render([Self.text(Self.frame(20, -8))])) > 0)
        #expect(Self.inked(try Self.render([Self.text(Self.frame(20, 50))])) > 0)
    }

    @Test func tenThousandCharactersOfWrappedTextOverflowingTheBottomRender() throws {
        // 10,000 characters wrapped at 90 pt fill hundreds of 12 pt lines, so most lines are far below the 60 pt
        // canvas; the first lines are on it.
        let string = String(repeating: "lorem ipsum ", count: 834)
        let layer = TestLayer("t", .text, frame: Rect(5, 5, 90, 100_000)) { p in
            p.string = string; p.fontSize = 10; p.foregroundColor = .black; p.isWrapped = true
        }
        #expect(string.count >= 10_000)
        #expect(Self.inked(try Self.render([layer])) > 0)
    }

    @Test(arguments: outside)
    func imagesOffTheCanvasDrawNothing(frame: Rect) throws {
        let image = try Self.image()
        let plain = TestLayer("i", frame: frame) { $0.contents = image }
        let clipped = TestLayer("i", frame: frame) { $0.contents = image; $0.cornerRadius = 6; $0.masksToBounds = true }
        for layer in [plain, clipped] { #expect(Self.inked(try Self.render([layer])) == 0) }
        // Turned by 0.3 rad about its centre, a 60 × 20 box reaches 30 sin 0.3 + 10 cos 0.3 ≈ 18.4 pt from its centre
        // vertically: one point off the canvas is not enough, so only frames far off are turned.
        guard Self.farOutside.contains(frame) else { return }
        let turned = TestLayer("i", frame: frame) { $0.contents = image; $0.transform = .rotation(0.3) }
        #expect(Self.inked(try Self.render([turned])) == 0)
    }

    @Test(arguments: outside)
    func gradientsOffTheCanvasDrawNothing(frame: Rect) throws {
        for type in GradientType.allCases {
            let layer = TestLayer("g", .gradient, frame: frame) { p in
                p.colors = [Color(1, 0, 0), Color(0, 0, 1)]; p.gradientType = type
            }
            #expect(Self.inked(try Self.render([layer])) == 0, "\(type)")
            guard Self.farOutside.contains(frame) else { continue }
            let turned = TestLayer("g", .gradient, frame: frame) { p in
                p.colors = [Color(1, 0, 0), Color(0, 0, 1)]; p.gradientType = type; p.transform = .rotation(0.3)
            }
            #expect(Self.inked(try Self.render([turned])) == 0, "\(type)")
        }
    }

    /// A parent clipping to a box on the canvas whose child lies wholly outside that box: empty after clipping.
    @Test func contentsEmptyAfterClippingDrawNothing() throws {
        let image = try Self.image()
        let children: [TestLayer] = [
            Self.text(Rect(0, 100, 60, 20)), Self.text(Rect(0, -100, 60, 20)),
            TestLayer("i", frame: Rect(0, 100, 20, 20)) { $0.contents = image },
            TestLayer("g", .gradient, frame: Rect(0, -100, 20, 20)) { $0.colors = [Color(1, 0, 0), Color(0, 0, 1)] },
        ]
        let parent = TestLayer("clip", frame: Rect(10, 10, 40, 20), sublayers: children) { $0.masksToBounds = true }
        let rounded = TestLayer("round", frame: Rect(10, 10, 40, 20), sublayers: children) { p in
            p.masksToBounds = true; p.cornerRadius = 5
        }
        #expect(Self.inked(try Self.render([parent])) == 0)
        #expect(Self.inked(try Self.render([rounded])) == 0)
    }

    @Test func zeroSizedLayersDrawNothing() throws {
        let image = try Self.image()
        for frame in [Rect(20, 20, 0, 0), Rect(20, 20, 0, 10), Rect(20, 20, 10, 0)] {
            let layers: [TestLayer] = [
                TestLayer("i", frame: frame) { $0.contents = image },
                TestLayer("g", .gradient, frame: frame) { $0.colors = [Color(1, 0, 0), Color(0, 0, 1)] },
                TestLayer("r", .gradient, frame: frame) { $0.colors = [Color(1, 0, 0), Color(0, 0, 1)]; $0.gradientType = .radial },
            ]
            for layer in layers { #expect(Self.inked(try Self.render([layer])) == 0, "\(layer.id) \(frame)") }
            // Text is not clipped to its bounds: in a zero-sized frame it still draws, and must not trap.
            _ = try Self.render([Self.text(frame)])
        }
        // Scaled to nothing by the transform.
        let squashed = Self.text(Self.frame(20, 20)) { $0.transform = .scale(0, 0) }
        #expect(Self.inked(try Self.render([squashed])) == 0)
    }
}
