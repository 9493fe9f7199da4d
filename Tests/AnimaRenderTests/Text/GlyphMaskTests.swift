import AnimaCore
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Upright text composited from cached glyph masks, against the path route and across threads.
@Suite struct GlyphMaskTests {
    static let string = "Hello, Anima 1234"

    /// A 320 × 40 pt text layer at 24 pt, black, centred on `position`.
    static func textLayer(position: Point) -> TestLayer {
        TestLayer("t", .text, frame: Rect(0, 0, 320, 40)) { p in
            p.string = GlyphMaskTests.string; p.fontSize = 24; p.foregroundColor = .black; p.alignmentMode = .left
            p.position = position
        }
    }

    static func render(_ layer: TestLayer, width: Double, height: Double) throws -> Canvas {
        let p = presentation([layer])
        var renderer = try Renderer(width: width, height: height, background: .white)
        renderer.contents = try ContentStore(p)
        return renderer.render(p)
    }

    /// The line in a parent layer `width` pt wide (clipping the text past it when `clipped`), turned a quarter
    /// turn clockwise when `turned`: then parent point (u, v) lands on device (40 − v, u), so device pixel (X, Y)
    /// of the turned frame is pixel (column Y, row 39 − X) of the upright one.
    static func line(turned: Bool, opacity: Double, clipped: Bool) -> TestLayer {
        let width = clipped ? 200.0 : 320
        let text = TestLayer("t", .text, frame: Rect(0, 0, 320, 40)) { p in
            p.string = GlyphMaskTests.string; p.fontSize = 24; p.foregroundColor = .black; p.alignmentMode = .left
            p.opacity = opacity
        }
        return TestLayer("parent", frame: Rect(0, 0, width, 40), sublayers: [text]) { p in
            p.masksToBounds = clipped
            // The anchor is the centre (width/2, 20): upright it sits there; turned, (20, width/2) puts the
            // parent's (u, v) at (20 − (v − 20), width/2 + u − width/2) = (40 − v, u).
            p.position = turned ? Point(20, width / 2) : Point(width / 2, 20)
            if turned { p.transform = .rotation(.pi / 2) }
        }
    }

    /// The same line drawn upright (glyph masks, origins rounded to 1/16 px across and ¼ px down) and turned by 90°
    /// (glyph paths at exact positions), the second read back turned the other way: a quarter turn maps pixels onto
    /// pixels, so the two must agree up to the rounding of the origins. Moving an edge by at most 1/32 px across and
    /// ⅛ px down changes a pixel's covered area by at most 1/32 + ⅛ = 5/32, 40/255, plus one level of rounding in
    /// each route; the mean stays within the 3/255 a line of text is allowed against another rasteriser (Cairo, in
    /// TextShapingTests). The string has no overlapping glyphs (there masks add by source-over, paths by union).
    /// At half opacity and through a clip that cuts the line, masks take their other blend (coverage × alpha × clip
    /// in floating point), which must agree the same way.
    @Test(arguments: [(1.0, false), (0.5, false), (1.0, true), (0.5, true)])
    func uprightMasksMatchTheQuarterTurnedPathRoute(opacity: Double, clipped: Bool) throws {
        let upright = try Self.render(Self.line(turned: false, opacity: opacity, clipped: clipped), width: 320, height: 40)
        let turned = try Self.render(Self.line(turned: true, opacity: opacity, clipped: clipped), width: 40, height: 320)
        var sum = 0, worst = 0, inked = 0, beyondClip = 0
        for row in 0..<40 {
            for column in 0..<320 {
                let a = upright.premultipliedPixel(x: column, y: row), b = turned.premultipliedPixel(x: 39 - row, y: column)
                let d = [abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))]
                sum += d.reduce(0, +); worst = Swift.max(worst, d.max() ?? 0)
                if a.r < 200 { inked += 1 }
                if column >= 200, a.r < 255 { beyondClip += 1 }
            }
        }
        let mean = Double(sum) / Double(320 * 40 * 3)
        #expect(inked > 300, "the line was drawn")
        #expect(clipped ? beyondClip == 0 : beyondClip > 0, "the clip cuts the line at 200 pt")
        #expect(worst <= 42, "largest difference \(worst)/255")
        #expect(mean <= 3, "mean absolute difference \(mean)/255")
    }

    /// A mask is reused wherever the glyph lands on the same quarter-pixel phase: moving the layer by whole pixels
    /// moves every pixel of the text by exactly that much.
    @Test func wholePixelMovesShiftTheTextExactly() throws {
        let a = try Self.render(Self.textLayer(position: Point(160.375, 20.625)), width: 330, height: 50)
        let b = try Self.render(Self.textLayer(position: Point(167.375, 23.625)), width: 330, height: 50)
        for y in 0..<50 {
            for x in 0..<330 {
                let moved = b.premultipliedPixel(x: x + 7, y: y + 3)
                guard x + 7 < 330, y + 3 < 50 else { continue }
                #expect(a.premultipliedPixel(x: x, y: y) == moved, "pixel \(x), \(y)")
            }
        }
    }

    /// Frames rendered on every core share one cache: the text moves by fractions of a pixel from frame to frame,
    /// so masks are made while other frames read the cache, and each frame equals the same frame rendered alone with
    /// a cold cache.
    @Test func concurrentFramesEqualFramesRenderedAlone() async throws {
        var layer = Layer(id: "t", kind: .text)
        layer.properties.frame = Rect(0, 0, 300, 30)
        layer.properties.string = "Notification 7: you have new messages"
        layer.properties.fontSize = 17
        layer.properties.foregroundColor = Color(0.1, 0.2, 0.6)
        layer.add(.basic(.positionX, from: 150, to: 153.7, duration: 1), forKey: "move")
        let scene = Scene(canvas: Scene.Canvas(width: 310, height: 30, scale: 2, background: .white),
                          timeline: Scene.TimelineSettings(duration: 1, fps: 24), layers: [layer])
        let timeline = try Timeline(scene)
        let renderer = try Renderer(drawing: timeline)
        let times = (0..<24).map { Double($0) / 24 }
        var frames: [Canvas] = []
        await renderer.renderFrames(timeline, at: times, window: 8) { _, f in frames.append(f) }
        for (t, f) in zip(times, frames) {
            let alone = try Renderer(drawing: timeline)
            #expect(f == alone.render(timeline, at: t), "frame at \(t)")
        }
    }

    /// The cache keeps at most `byteLimit` bytes of masks: a 100 × 100 px square is 10,064 bytes with its
    /// bookkeeping, so 8 MiB hold 833 of them, and 2,000 different ones never leave more than that.
    @Test func theCacheIsBounded() {
        let cache = GlyphMaskCache()
        var rasterizer = Rasterizer()
        let square = Path(rect: Rect(0, 0, 100, 100))
        for i in 0..<2_000 {
            let key = GlyphMask.Key(font: 0, glyph: UInt32(i), scale: 1.0.bitPattern, phase: 0)
            let mask = cache.mask(key) { GlyphMask(outline: square, scale: 1, phaseX: 0, phaseY: 0, rasterizer: &rasterizer) }
            #expect(mask.width == 100 && mask.height == 100 && mask.coverage.allSatisfy { $0 == 255 })
            #expect(cache.count <= 833)
        }
        #expect(cache.count >= 1)
    }
}
