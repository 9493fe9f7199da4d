import AnimaCore
import AnimaFormat
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Extreme but finite values that `validate` accepts must render, with work bounded by what can reach the canvas
/// (issue 18: on Examples/bell.json `lineWidth` 1e18 trapped converting to Int, `shadowRadius` 1e12 overflowed
/// `PixelRect.area`, 1e6 tried to allocate 144 TB, 1e4 grew past 14 GB and 3000 ran for minutes).
@Suite struct ExtremeValueTests {
    /// Examples/bell.json with the bell's line width set to `width`.
    private func bell(lineWidth width: Double) throws -> Timeline {
        try bell("", replacing: (#""lineWidth": 2,"#, #""lineWidth": "# + "\(width),"))
    }

    /// Examples/bell.json with `members` added to the bell layer's JSON (and one text replacement).
    private func bell(_ members: String, replacing: (String, String) = ("", "")) throws -> Timeline {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        let text = try String(contentsOf: url.appendingPathComponent("Examples/bell.json"), encoding: .utf8)
        var edited = text.replacingOccurrences(of: #""id": "bell", "type": "shape","#,
                                               with: #""id": "bell", "type": "shape", "# + members)
        if !replacing.0.isEmpty { edited = edited.replacingOccurrences(of: replacing.0, with: replacing.1) }
        #expect(edited != text)
        return try Timeline(try SceneDecoder().decode(edited))
    }

    /// How many pixels differ, and the largest difference of one channel (0…255).
    private func difference(_ a: Canvas, _ b: Canvas) -> (pixels: Int, channel: Int) {
        guard a.bounds == b.bounds else { return (Int.max, 255) }
        var pixels = 0, channel = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            pixels += 1
            for shift in stride(from: 0, to: 32, by: 8) {
                channel = Swift.max(channel, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return (pixels, channel)
    }

    private func frame(_ timeline: Timeline) throws -> Canvas {
        try Renderer(canvas: timeline.scene.canvas).render(timeline, at: 0)
    }

    @Test func aStrokeWiderThanTheCanvasDiagonalCoversIt() throws {
        // The bell's stroke is #E6A800 with round joins. A pen 1e18 wide reaches every pixel of the 320×200 canvas,
        // so the corners, far from the knob and clapper drawn on top, are the stroke colour.
        let canvas = try frame(try bell(lineWidth: 1e18))
        let stroke = try #require(Color(hex: "#E6A800"))
        for (x, y) in [(0, 0), (319, 0), (0, 199), (319, 199)] {
            let c = canvas.color(x: x, y: y)
            // 8-bit pixels: each channel within half a level of #E6A800.
            #expect(abs(c.red - stroke.red) <= 0.5 / 255 && abs(c.green - stroke.green) <= 0.5 / 255
                    && abs(c.blue - stroke.blue) <= 0.5 / 255 && c.alpha == 1, "pixel \(x),\(y): \(c)")
        }
    }

    @Test func strokesPastTheDiagonalAllGiveTheSameFrame() throws {
        // Once half the pen is wider than the largest distance between the path and any canvas pixel (here under
        // √(320² + 200²) ≈ 377 px), a wider pen covers nothing more: 1e4, 1e9 and 1e18 give the same frame.
        let reference = try frame(try bell(lineWidth: 1e4))
        #expect(difference(try frame(try bell(lineWidth: 1e9)), reference).pixels == 0)
        #expect(difference(try frame(try bell(lineWidth: 1e18)), reference).pixels == 0)
    }

    @Test(arguments: [3000.0, 1e4, 1e6, 1e12, 1e300])
    func aShadowTooWideToSeeLeavesTheFrameAsWithoutOne(radius: Double) throws {
        // A Gaussian keeps its mass: the bell's alpha (under 80 × 96 × 255 ≈ 2e6 units) spread with σ ≥ 3000 px
        // peaks at 2e6 / (2π · 3000²) ≈ 0.035 of one 8-bit level, so no pixel changes.
        let shadowed = try frame(try bell(##""shadowOpacity": 1, "shadowColor": "#000000", "shadowRadius": "## + "\(radius),"))
        // The reference also draws the layer through a shadow group (so the compositing is the same), with a shadow
        // too faint to change a pixel: opacity 1e-6 is 0.000255 of a level.
        let plain = try frame(try bell(##""shadowOpacity": 1e-6, "shadowColor": "#000000", "shadowRadius": 0,"##))
        #expect(difference(shadowed, plain).pixels == 0)
    }

    @Test func aWideShadowIsStillAGaussian() throws {
        // σ = 40 px is blurred at reduced resolution. A black layer covering x < 100 casts a shadow moved 40 px right,
        // so the shadow's edge is at x = 140: the blurred half-plane there is Φ(0) = 0.5, and one σ further out
        // Φ(−1) = 0.1587. On white, pixel value = 255 · (1 − alpha): 127.5 at column 140 (centre 140.5: Φ(−0.0125)
        // ≈ 0.495 → 128.7), and 255 · (1 − 0.1587) = 214.5 at x = 180. The three-box approximation stays within a
        // few levels of the Gaussian.
        let layer = TestLayer("wall", frame: Rect(-2000, -2000, 2100, 4200)) {
            $0.backgroundColor = .black; $0.shadowOpacity = 1; $0.shadowRadius = 40; $0.shadowOffset = Size(40, 0)
        }
        let renderer = try Renderer(width: 240, height: 100, background: .white)
        let canvas = renderer.render(presentation([layer]))
        let edge = Double(canvas.premultipliedPixel(x: 140, y: 50).r)
        let oneSigma = Double(canvas.premultipliedPixel(x: 180, y: 50).r)
        #expect(abs(edge - 128.7) <= 5, "edge \(edge)")
        #expect(abs(oneSigma - 214.5) <= 5, "one σ out \(oneSigma)")
        // Under the layer itself it is black; far right the shadow has faded (Φ(−2.5) = 0.006 → 253.4 at x = 240 − 1).
        #expect(canvas.premultipliedPixel(x: 50, y: 50).r == 0)
        #expect(Double(canvas.premultipliedPixel(x: 239, y: 50).r) >= 250)
    }

    @Test func pixelRectAreaSaturatesInsteadOfTrapping() {
        let huge = PixelRect(x: 0, y: 0, width: Int.max / 2, height: 4)
        #expect(huge.area == Int.max)
    }
}

/// The canvas limits of the `Limits` table at the limit and one past it.
@Suite struct CanvasLimitTests {
    @Test func sideAtAndPastTheLimit() {
        #expect((try? Canvas.validate(width: Double(Canvas.maxDimension), height: 1)) != nil)
        #expect((try? Canvas.validate(width: Double(Canvas.maxDimension + 1), height: 1)) == nil)
        #expect((try? Renderer(width: 100, height: 1, scale: Double(Canvas.maxDimension) / 100)) != nil)
        #expect((try? Renderer(width: 100, height: 1, scale: Double(Canvas.maxDimension + 1) / 100)) == nil)
    }

    @Test func areaAtAndPastTheLimit() {
        // 8192 × 8192 = 64 Mi pixels exactly; one row more is past it.
        #expect((try? Canvas.validate(width: 8192, height: 8192)) != nil)
        #expect((try? Canvas.validate(width: 8192, height: 8193)) == nil)
    }
}
