import AnimaExport
import AnimaImageFormats
import AnimaTestSupport
import Foundation
import Testing

/// Many Web exports screenshotted by one headless Chromium launch: each page, seeked to its own time (every animation
/// paused and its `currentTime` set, as the pixel oracle does), is an iframe in a grid of cells of the canvas's size,
/// and the one screenshot is cut back into frames. A launch costs seconds, so a launch takes a row of pages: in grids of
/// 60 and 180 pages a few cells showed a state other than the one seeked (the same pages agree alone and in a row).
enum ChromiumGrid {
    static let columns = 10

    /// How long one launch may take: a row takes seconds, but a hostile page's huge filtered areas can keep
    /// Chromium's software rasterizer busy for hours (docs/fuzzing.md, session 25).
    static let launchSeconds = 120.0

    /// One opaque frame per page, in order; nil where the screenshot did not cover its cell or Chromium did not
    /// finish the page alone in time. A row that runs out of time or that Chromium aborts on (repeated "GPU process
    /// exited unexpectedly", then SIGABRT, on a grid holding a hostile page) is taken again a page at a time.
    static func screenshots(of pages: [(page: String, time: Double)], width: Int, height: Int,
                            chromium: String) throws -> [OpaqueFrame?] {
        try stride(from: 0, to: pages.count, by: columns).flatMap { start in
            let row = Array(pages[start..<Swift.min(start + columns, pages.count)])
            if let frames = try grid(of: row, width: width, height: height, chromium: chromium) { return frames }
            guard row.count > 1 else { return [nil] }
            return try row.map { try grid(of: [$0], width: width, height: height, chromium: chromium)?[0] ?? nil }
        }
    }

    /// One launch's frames: `pages` in one grid; nil when Chromium ran out of time, or failed on more than one page.
    private static func grid(of pages: [(page: String, time: Double)], width: Int, height: Int,
                             chromium: String) throws -> [OpaqueFrame?]? {
        let rows = (pages.count + columns - 1) / columns
        var cells = ""
        for (n, (page, time)) in pages.enumerated() {
            let seek = "<script>for (const a of document.getAnimations()) { a.pause(); a.currentTime = \(time * 1000); }</script>"
            let seeked = page.replacingOccurrences(of: "</body>", with: seek + "\n</body>")
            cells += "<iframe scrolling=\"no\" style=\"left:\(n % columns * width)px;top:\(n / columns * height)px\" "
                + "srcdoc=\"\(HTMLText.escaped(seeked))\"></iframe>\n"
        }
        let html = """
        <!DOCTYPE html><html><head><style>html, body { margin: 0; overflow: hidden; background: #fff; }
        iframe { position: absolute; border: 0; margin: 0; padding: 0; width: \(width)px; height: \(height)px; }
        </style></head><body>\(cells)</body></html>
        """
        let dir = try TemporaryFiles.directory("anima-grid")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("grid.html"), png = dir.appendingPathComponent("grid.png")
        try Data(html.utf8).write(to: file)
        let gridWidth = Swift.max(columns * width, 500), gridHeight = Swift.max(rows * height, 500)
        let run = try ExternalProcess(chromium).run([
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(dir.path)/profile", "--window-size=\(gridWidth),\(gridHeight)",
            "--screenshot=\(png.path)", file.absoluteString,
        ], seconds: launchSeconds)
        if run.status == ExternalProcess.timedOut || (pages.count > 1 && run.status != 0) { return nil }
        try #require(run.status == 0, "chromium failed: \(run.stderrText)")
        let shot = try PNGDecoder().decode([UInt8](try Data(contentsOf: png)))
        let whole = OpaqueFrame(shot)
        return pages.indices.map { n in
            let x0 = n % columns * width, y0 = n / columns * height
            guard x0 + width <= whole.width, y0 + height <= whole.height else { return nil }
            var v: [Double] = []
            v.reserveCapacity(width * height * 3)
            for y in y0..<(y0 + height) {
                let start = (y * whole.width + x0) * 3
                v += whole.values[start..<(start + width * 3)]
            }
            return OpaqueFrame(values: v, width: width, height: height)
        }
    }
}
