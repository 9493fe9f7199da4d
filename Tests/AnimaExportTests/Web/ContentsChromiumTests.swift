import AnimaCore
import AnimaExport
import AnimaFormat
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// The image and text examples exported to the Web and screenshotted in headless Chromium, against `anima render` of
/// the same frame: mean absolute difference per channel ≤ 4/255. What differs is the rasterisers (Skia's glyph
/// anti-aliasing and hinting vs glyph paths filled by Anima; Skia's image filtering vs bilinear) — geometry, fonts,
/// line breaks and colours must agree for the mean to stay that low.
@Suite struct ContentsChromiumTests {
    static let folder = Repository.url("Examples/contents")

    @Test(.enabled(if: Tool.isAvailable(.chromium, .imageMagick), Tool.skipReason(.chromium, .imageMagick)),
          arguments: [("like-button", 1.0), ("like-button", 0.45), ("unread-badge", 1.4), ("bell-icon-swing", 0.5),
                      ("skeleton-crossfade", 1.9)])
    func webScreenshotMatchesTheRenderer(_ name: String, _ time: Double) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name + ".json"), encoding: .utf8)
        let scene = try SceneDecoder(baseDirectory: Self.folder).decode(text)
        let width = Int(scene.canvas.width), height = Int(scene.canvas.height)

        let timeline = try Timeline(scene)
        let renderer = try Renderer(drawing: timeline, scale: 1)
        let ours = renderer.render(timeline, at: time).straightRGBA()

        let shot = try Self.screenshot(WebPageWriter().write(timeline).text, at: time, width: width, height: height)
        try #require(shot.count == ours.count)
        var sum = 0
        for i in 0..<(width * height) { for c in 0..<3 { sum += abs(Int(ours[4 * i + c]) - Int(shot[4 * i + c])) } }
        let mean = Double(sum) / Double(width * height * 3)
        print("web vs render \(name) at \(time) s: mean \(mean)/255")
        #expect(mean <= 4, "mean absolute difference \(mean)/255")
    }

    /// A photo on a layer turned 50° about y under a perspective sublayerTransform (m34 = −1/500): Chromium maps the
    /// `<img>` through the CSS `perspective` and `rotateY`, Anima samples it through the inverse homography. Both are
    /// perspective-correct, so the texture inside the (identical) outline agrees as well as the outline does.
    @Test(.enabled(if: Tool.isAvailable(.chromium, .imageMagick), Tool.skipReason(.chromium, .imageMagick)))
    func perspectiveImageMatchesChromium() throws {
        let text = """
        {"version": 1, "canvas": {"width": 300, "height": 300, "background": "#FFFFFF"}, "timeline": {"duration": 1},
         "layers": [{"id": "stage", "frame": [0, 0, 300, 300],
           "sublayerTransform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1],
           "sublayers": [{"id": "photo", "frame": [50, 50, 200, 200], "contents": "avatar.jpg",
                          "transform": {"rotation": [0, 0.8726646259971648, 0]}}]}]}
        """
        let scene = try SceneDecoder(baseDirectory: Self.folder).decode(text)
        let timeline = try Timeline(scene)
        let renderer = try Renderer(drawing: timeline, scale: 1)
        let ours = renderer.render(timeline, at: 0).straightRGBA()
        let shot = try Self.screenshot(WebPageWriter().write(timeline).text, at: 0, width: 300, height: 300)
        try #require(shot.count == ours.count)
        var sum = 0
        for i in 0..<(300 * 300) { for c in 0..<3 { sum += abs(Int(ours[4 * i + c]) - Int(shot[4 * i + c])) } }
        let mean = Double(sum) / Double(300 * 300 * 3)
        print("web vs render perspective photo: mean \(mean)/255")
        #expect(mean <= 4, "mean absolute difference \(mean)/255")
    }

    /// The page paused at `time` (every animation seeked by script), screenshotted in an 800×600 window (headless
    /// Chromium will not shoot very small windows) and cropped to the stage by ImageMagick, as straight RGBA.
    static func screenshot(_ page: String, at time: Double, width: Int, height: Int) throws -> [UInt8] {
        let seek = "<script>for (const a of document.getAnimations()) { a.pause(); a.currentTime = \(time * 1000); }</script>"
        let dir = try TemporaryFiles.directory("anima-web-shot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("page.html"), png = dir.appendingPathComponent("shot.png")
        try Data(page.replacingOccurrences(of: "</body>", with: seek + "\n</body>").utf8).write(to: file)
        let run = try ExternalProcess(Tool.chromium.require()).run([
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(dir.path)/profile", "--window-size=800,600", "--screenshot=\(png.path)", file.absoluteString,
        ])
        #expect(run.status == 0)
        let crop = try ExternalProcess(Tool.imageMagick.require()).run([
            png.path, "-crop", "\(width)x\(height)+0+0", "+repage", "-alpha", "on", "-depth", "8", "rgba:-",
        ])
        #expect(crop.status == 0)
        return [UInt8](crop.stdout)
    }
}
