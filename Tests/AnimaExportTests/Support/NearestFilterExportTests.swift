import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// Nearest filtering of a scaled image (`magnificationFilter` / `minificationFilter` `.nearest`), which Lottie and SVG
/// cannot say: their players smooth a scaled image, so the export warns (it was dropped silently). The Web page says
/// it for magnification (`image-rendering: pixelated`). And rlottie, unlike Core Animation's default linear filter,
/// samples the nearest pixel whatever the file says: a gap of that player, which the agreement test allows for.
@Suite struct NearestFilterExportTests {
    /// A 2 × 2 image (red, blue / blue, red) stretched over a 40 × 40 layer filling a 40 × 40 white canvas: each image
    /// pixel covers 20 × 20 device pixels.
    static func scene(magnification: ContentsFilter = .linear, minification: ContentsFilter = .linear) throws -> Scene {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        let image = try Canvas(width: 2, height: 2, straightRGBA: red + blue + blue + red)
        var layer = Layer(id: "checker")
        layer.frame = Rect(0, 0, 40, 40)
        layer.contents = ImageContents(bytes: try PNGEncoder().encode(image), source: "checker.png")
        layer.properties.magnificationFilter = magnification
        layer.properties.minificationFilter = minification
        return Scene(canvas: .init(width: 40, height: 40, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [layer])
    }

    static func warnedKeys(_ format: ExportFormat, _ scene: Scene) throws -> [String] {
        try format.export(scene).warnings.filter { $0.layerID == "checker" }.compactMap(\.keyPath)
    }

    @Test func nearestMagnificationWarnsWhereTheTargetSmooths() throws {
        let scene = try Self.scene(magnification: .nearest)
        #expect(try Self.warnedKeys(.lottie, scene) == ["magnificationFilter"])
        #expect(try Self.warnedKeys(.svg, scene) == ["magnificationFilter"])
        #expect(try Self.warnedKeys(.web, scene).isEmpty)
        #expect(try ExportFormat.web.export(scene).text.contains("image-rendering: pixelated"))
    }

    @Test func nearestMinificationWarnsInLottieAndSVG() throws {
        let scene = try Self.scene(minification: .nearest)
        #expect(try Self.warnedKeys(.lottie, scene) == ["minificationFilter"])
        #expect(try Self.warnedKeys(.svg, scene) == ["minificationFilter"])
    }

    @Test func linearFilteringIsNotWarned() throws {
        let scene = try Self.scene()
        for format in [ExportFormat.lottie, .svg, .web] { #expect(try Self.warnedKeys(format, scene).isEmpty) }
    }

    /// Four device pixels, each 5 px from a seam. Pixel (x, y)'s centre maps to image (u, v) = ((x + 0.5) / 20,
    /// (y + 0.5) / 20); the linear filter weighs the image pixels centred at 0.5 and 1.5 by their distance, and
    /// clamps at the image's edge (under 0.5 only the first row or column counts). (15, 5): u = 0.775 mixes red and
    /// blue 0.725 / 0.275 = (184.9, 0, 70.1). (5, 25) and (25, 5): 0.225 red / 0.775 blue = (57.4, 0, 197.6).
    /// (25, 25): red 0.775² + 0.225² = 0.651, blue 2 × 0.775 × 0.225 = 0.349 = (166.0, 0, 89.0). The nearest pixel is
    /// red, blue, blue, red. rlottie draws the nearest pixel from the linear file (within 2/255: its 8-bit
    /// premultiplied path), as the renderer does with `.nearest`.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieScalesAnImageByTheNearestPixel() throws {
        let scene = try Self.scene()
        let dir = try TemporaryFiles.directory("anima-nearest-filter")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("checker.json")
        try Data(ExportFormat.lottie.export(scene).text.utf8).write(to: file)
        let run = try ExternalProcess(try RlottieOracleTests.helper()).run([file.path, "40", "40", "0"])
        try #require(run.status == 0 && run.stdout.count == 40 * 40 * 4)
        let words: [UInt32] = run.stdout.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        let rlottie = OpaqueFrame(argbWords: words, width: 40, height: 40)
        let linear = OpaqueFrame(try Self.frame(scene))
        let nearest = OpaqueFrame(try Self.frame(try Self.scene(magnification: .nearest)))
        let red = SIMD3<Double>(255, 0, 0), blue = SIMD3<Double>(0, 0, 255), blueMix = SIMD3<Double>(57.4, 0, 197.6)
        let cases: [(x: Int, y: Int, nearest: SIMD3<Double>, linear: SIMD3<Double>)] = [
            (15, 5, red, SIMD3(184.9, 0, 70.1)), (5, 25, blue, blueMix), (25, 5, blue, blueMix),
            (25, 25, red, SIMD3(166.0, 0, 89.0)),
        ]
        for c in cases {
            #expect(Self.near(rlottie.rgb(c.x, c.y), c.nearest), "rlottie at (\(c.x), \(c.y)): \(rlottie.rgb(c.x, c.y))")
            #expect(Self.near(nearest.rgb(c.x, c.y), c.nearest), "nearest at (\(c.x), \(c.y)): \(nearest.rgb(c.x, c.y))")
            #expect(Self.near(linear.rgb(c.x, c.y), c.linear), "linear at (\(c.x), \(c.y)): \(linear.rgb(c.x, c.y))")
        }
    }

    static func frame(_ scene: Scene) throws -> Canvas {
        let timeline = try Timeline(scene)
        return try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0)
    }

    static func near(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Bool { ((a - b) * (a - b)).max().squareRoot() <= 2.5 }
}
