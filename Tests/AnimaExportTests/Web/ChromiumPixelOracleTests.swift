import AnimaCore
import AnimaExport
import AnimaImageFormats
import AnimaRender
import Foundation
import Testing
import AnimaTestSupport

/// Depth, masks and replicators against Chromium's pixels: `anima render --at T` versus a headless Chromium
/// screenshot of the Web export with every animation paused and seeked to T. Outside a 1-pixel band around edges
/// (where two anti-aliasers legitimately differ), the mean absolute channel difference must be ≤ 2/255 and at most
/// 1 % of pixels may differ by more than 16/255.
@Suite(.serialized) struct ChromiumPixelOracleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String?
        let example: String?
        let time: Double
        var testDescription: String { "\(name) at \(time) s" }
    }

    static let cases: [Case] = [0.1, 0.3, 0.45, 0.7, 0.9].map {
        Case(name: "3D card flip", json: nil, example: "card-flip", time: $0)
    } + [
        Case(name: "nested perspective", json: DepthScenes.nestedPerspective, example: nil, time: 0),
        Case(name: "transform layer", json: DepthScenes.transformLayer, example: nil, time: 0),
        Case(name: "back face", json: DepthScenes.backFace, example: nil, time: 0),
        Case(name: "gradient mask", json: DepthScenes.gradientMask, example: nil, time: 0.5),
        Case(name: "circle mask", json: nil, example: "reveal", time: 0.4),
        Case(name: "replicator spinner", json: nil, example: "activity-indicator", time: 0.3),
        Case(name: "replicator colours", json: DepthScenes.replicatorColours, example: nil, time: 0.35),
        Case(name: "static skew", json: DepthScenes.staticSkew, example: nil, time: 0),
        Case(name: "border over sublayers", json: DepthScenes.borderOverSublayers, example: nil, time: 0),
        Case(name: "stroke drawing on", json: DepthScenes.trimmedStrokes, example: nil, time: 0.5),
        Case(name: "trimmed strokes in perspective", json: DepthScenes.trimmedStrokesInPerspective, example: nil, time: 0),
        Case(name: "dashed trimmed strokes", json: DepthScenes.dashedTrimmedStrokes, example: nil, time: 0),
    ] + [0.3, 0.6].map {
        Case(name: "turning sublayerTransform", json: DepthScenes.turningSublayers, example: nil, time: $0)
    } + [0.3, 0.65].map {
        Case(name: "dashed strokes drawing on", json: DepthScenes.dashedStrokesDrawingOn, example: nil, time: $0)
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)), arguments: cases)
    func screenshotMatchesTheRenderer(_ c: Case) throws {
        let chromium = try Tool.chromium.require()
        var scene = try c.example.map(ExampleScenes.load) ?? ExampleScenes.scene(c.json ?? "")
        scene.canvas.scale = 1
        let ours = try Renderer(canvas: scene.canvas).render(try Timeline(scene), at: c.time)
        let export = try ExportFormat.web.export(scene)
        #expect(export.warnings.isEmpty, "\(export.warnings)")
        let theirs = try Self.screenshot(export.text, at: c.time, width: ours.width, height: ours.height,
                                         chromium: chromium)
        if let dump = ProcessInfo.processInfo.environment["ANIMA_PIXEL_DUMP"] {
            let base = URL(fileURLWithPath: dump).appendingPathComponent(c.name.replacingOccurrences(of: " ", with: "-") + "-\(c.time)")
            try Data(PNGEncoder().encode(ours)).write(to: base.appendingPathExtension("anima.png"))
            try Data(PNGEncoder().encode(theirs)).write(to: base.appendingPathExtension("chromium.png"))
        }
        let (mean, far) = Self.compare(ours, theirs)
        print("chromium pixels \(c.testDescription): mean \(mean * 255)/255, \(far * 100) % over 16/255")
        #expect(mean <= 2.0 / 255, "\(c.testDescription): mean abs diff \(mean * 255)/255")
        #expect(far <= 0.01, "\(c.testDescription): \(far * 100) % of pixels differ by more than 16/255")
    }

    /// How many pixels of `scene`'s Web export, as Chromium shows it at 0 s on a `width` × `height` stage,
    /// `isCounted` picks (premultiplied).
    static func pixelCount(ofWebExport scene: Scene, width: Int, height: Int,
                           where isCounted: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) throws -> Int {
        let page = try ExportFormat.web.export(scene).text
        let shot = try screenshot(page, at: 0, width: width, height: height, chromium: try Tool.chromium.require())
        return (0..<height).reduce(0) { sum, y in
            sum + (0..<width).count { x in isCounted(shot.premultipliedPixel(x: x, y: y)) }
        }
    }

    /// Chromium's screenshot of `page` with all animations paused at `t` seconds (the window is at least 500×500,
    /// as headless Chromium lays out small windows wider than asked; the stage is at the top left).
    static func screenshot(_ page: String, at t: Double, width: Int, height: Int, chromium: String) throws -> Canvas {
        let seek = """
        <script>
        for (const a of document.getAnimations()) { a.pause(); a.currentTime = \(t * 1000); }
        </script>
        """
        let html = page.replacingOccurrences(of: "</body>", with: seek + "\n</body>")
        let dir = try TemporaryFiles.directory("anima-pixels")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("page.html"), png = dir.appendingPathComponent("shot.png")
        try Data(html.utf8).write(to: file)
        let status = try ExternalProcess(chromium).run([
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(dir.path)/profile", "--window-size=\(Swift.max(width, 500)),\(Swift.max(height, 500))",
            "--screenshot=\(png.path)", file.absoluteString,
        ]).status
        #expect(status == 0)
        return try PNGDecoder().decode([UInt8](try Data(contentsOf: png)))
    }

    /// (mean absolute channel difference, fraction of pixels with a channel off by more than 16/255), both over the
    /// pixels that are not within 1 px of an edge in either image.
    static func compare(_ a: Canvas, _ b: Canvas) -> (Double, Double) {
        let w = Swift.min(a.width, b.width), h = Swift.min(a.height, b.height)
        func rgb(_ c: Canvas, _ x: Int, _ y: Int) -> SIMD3<Double> {
            let p = c.premultipliedPixel(x: x, y: y)
            // Composited over white as the page's opaque canvas is.
            let k = 255 - Double(p.a)
            return SIMD3(Double(p.r) + k, Double(p.g) + k, Double(p.b) + k)
        }
        func isEdge(_ c: Canvas, _ x: Int, _ y: Int) -> Bool {
            let v = rgb(c, x, y)
            for dy in -1...1 { for dx in -1...1 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                let d = rgb(c, nx, ny) - v
                if Swift.max(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z)) > 24 { return true }
            } }
            return false
        }
        var sum = 0.0, count = 0, far = 0
        for y in 0..<h { for x in 0..<w {
            guard !isEdge(a, x, y), !isEdge(b, x, y) else { continue }
            let d = rgb(a, x, y) - rgb(b, x, y)
            let m = SIMD3(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z))
            sum += (m.x + m.y + m.z) / 3
            if Swift.max(m.x, m.y, m.z) > 16 { far += 1 }
            count += 1
        } }
        guard count > 0 else { return (0, 0) }
        return (sum / Double(count) / 255, Double(far) / Double(count))
    }
}

/// Small scenes for the pixel oracle, each aimed at one rule.
enum DepthScenes {
    static func scene(_ layers: String, width: Int = 240, height: Int = 240, duration: Double = 1) -> String {
        ##"{"version": 1, "canvas": {"width": \##(width), "height": \##(height), "background": "#FFFFFF"}, "##
            + ##""timeline": {"duration": \##(duration), "fps": 60}, "layers": \##(layers)}"##
    }

    /// A square skewed by x += 0.5·y (a model matrix that does not animate, so no parts rebuild it) between two
    /// others.
    static let staticSkew = scene(##"""
    [{"id": "back", "frame": [20, 20, 120, 120], "backgroundColor": "#FF0000"},
     {"id": "skewed", "frame": [60, 60, 80, 80], "backgroundColor": "#0000FF",
      "transform": [1,0,0,0, 0.5,1,0,0, 0,0,1,0, 0,0,0,1]},
     {"id": "front", "frame": [110, 110, 60, 60], "backgroundColor": "#00FF00"}]
    """##)

    /// A shelf whose sublayerTransform is a perspective (m34 = −1/500) while `sublayerTransform.rotation.y` turns 0 →
    /// 0.9 rad, so its two cards (the right one 20 pt nearer) swing about the shelf's centre; beside it, a fixed 2D
    /// sublayerTransform (a 0.5 rad turn and 0.7 scale) about a tile's centre. Neither is a perspective alone, so the
    /// page wraps the sublayers in an element carrying the transform.
    static let turningSublayers = scene(##"""
    [{"id": "shelf", "frame": [20, 40, 200, 120], "backgroundColor": "#E5E5EA",
      "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1],
      "animations": [{"key": "turn", "type": "basic", "keyPath": "sublayerTransform.rotation.y", "from": 0, "to": 0.9,
                      "duration": 1}],
      "sublayers": [{"id": "left", "frame": [20, 20, 70, 80], "backgroundColor": "#FF3B30"},
                    {"id": "right", "frame": [110, 20, 70, 80], "backgroundColor": "#007AFF", "zPosition": 20}]},
     {"id": "tilted", "frame": [140, 170, 80, 60], "backgroundColor": "#F2F2F7",
      "sublayerTransform": {"rotation": 0.5, "scale": 0.7},
      "sublayers": [{"id": "chip", "frame": [10, 10, 60, 40], "backgroundColor": "#34C759"}]}]
    """##)

    /// A clipping rounded card whose border must cover the sublayer that reaches under it (Core Animation
    /// composites the border above the sublayers).
    static let borderOverSublayers = scene(##"""
    [{"id": "card", "frame": [30, 30, 140, 100], "backgroundColor": "#34C759", "cornerRadius": 20, "borderWidth": 6,
      "borderColor": "#000000", "masksToBounds": true,
      "sublayers": [{"id": "corner", "frame": [-20, -20, 80, 80], "backgroundColor": "#FF9500"}]}]
    """##)

    /// A filled ring whose stroke draws on (`strokeEnd` 0 → 1 from a fixed `strokeStart` of 0.05: half drawn at
    /// 0.5 s, the fill whole) beside two bars that are one path of two subpaths, trimmed to 0.25…0.75 of their
    /// whole length: the lower half of each.
    static let trimmedStrokes = scene(##"""
    [{"id": "ring", "type": "shape", "frame": [20, 20, 120, 120], "path": "M60 0 A60 60 0 1 1 59.9 0 Z",
      "fillColor": "#E5E5EA", "strokeColor": "#007AFF", "lineWidth": 10, "lineCap": "round", "strokeStart": 0.05,
      "animations": [{"key": "draw", "type": "basic", "keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1}]},
     {"id": "bars", "type": "shape", "frame": [150, 20, 70, 200], "path": "M10 10 L10 190 M60 190 L60 10",
      "fillColor": "#00000000", "strokeColor": "#FF9500", "lineWidth": 8, "strokeStart": 0.25, "strokeEnd": 0.75}]
    """##)

    /// Trims and dashes in perspective: a ring turned about y and two bars tipped about x, each trimmed along its
    /// own length, and a dashed line turned about y (the near half of a turned path is drawn longer, so fractions or
    /// dashes of the projected length would cut elsewhere).
    static let trimmedStrokesInPerspective = scene(##"""
    [{"id": "stage", "frame": [0, 0, 240, 240], "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.003, 0,0,0,1],
      "sublayers": [
        {"id": "ring", "type": "shape", "frame": [10, 30, 120, 120], "path": "M60 0 A60 60 0 1 1 59.9 0 Z",
         "fillColor": "#00000000", "strokeColor": "#007AFF", "lineWidth": 8, "strokeStart": 0.1, "strokeEnd": 0.55,
         "transform": {"rotation": [0, 0.9, 0]}},
        {"id": "bars", "type": "shape", "frame": [150, 20, 70, 200], "path": "M10 10 L10 190 M60 190 L60 10",
         "fillColor": "#00000000", "strokeColor": "#FF9500", "lineWidth": 8, "strokeStart": 0.2, "strokeEnd": 0.7,
         "transform": {"rotation": [0.9, 0, 0]}},
        {"id": "dashes", "type": "shape", "frame": [10, 170, 130, 60], "path": "M0 30 L130 30",
         "fillColor": "#00000000", "strokeColor": "#34C759", "lineWidth": 8, "lineDashPattern": [14, 8],
         "transform": {"rotation": [0, 1.0, 0]}}]}]
    """##)

    /// A dash pattern and a trim on one stroke, flat and on a ring in perspective (the SVG frame's case: the web
    /// page warns that it cannot export both).
    static let dashedTrimmedStrokes = scene(##"""
    [{"id": "flat", "type": "shape", "frame": [20, 20, 200, 40], "path": "M0 20 L200 20",
      "fillColor": "#00000000", "strokeColor": "#34C759", "lineWidth": 8, "lineDashPattern": [14, 8],
      "strokeStart": 0.1, "strokeEnd": 0.85},
     {"id": "stage", "frame": [0, 60, 240, 180], "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.003, 0,0,0,1],
      "sublayers": [{"id": "ring", "type": "shape", "frame": [40, 10, 150, 150],
        "path": "M75 0 A75 75 0 1 1 74.9 0 Z", "fillColor": "#00000000", "strokeColor": "#007AFF",
        "lineWidth": 10, "lineDashPattern": [30, 12], "strokeStart": 0.05, "strokeEnd": 0.7,
        "transform": {"rotation": [0, 0.9, 0]}}]}]
    """##)

    /// Dashed strokes whose trim animates: a round-capped ring drawing on (its dashes stay put as the trim reveals
    /// them, a cut dash ends in a round cap) and two dashed lines, with a phase, trimmed as one path from both ends.
    static let dashedStrokesDrawingOn = scene(##"""
    [{"id": "ring", "type": "shape", "frame": [20, 20, 120, 120], "path": "M60 0 A60 60 0 1 1 59.9 0 Z",
      "fillColor": "#00000000", "strokeColor": "#FF9500", "lineWidth": 10, "lineCap": "round", "lineDashPattern": [24, 10],
      "animations": [{"key": "draw", "type": "basic", "keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1}]},
     {"id": "marks", "type": "shape", "frame": [20, 160, 200, 60], "path": "M0 10 L200 10 M0 50 L200 50",
      "fillColor": "#00000000", "strokeColor": "#5856D6", "lineWidth": 6, "lineDashPattern": [16, 6], "lineDashPhase": 4,
      "animations": [{"key": "s", "type": "basic", "keyPath": "strokeStart", "from": 0, "to": 0.4, "duration": 1},
                     {"key": "e", "type": "basic", "keyPath": "strokeEnd", "from": 0.3, "to": 1, "duration": 1}]}]
    """##)

    /// Perspective on the stage, and again inside a tilted panel (sublayerTransform at two levels).
    static let nestedPerspective = scene(##"""
    [{"id": "stage", "frame": [0, 0, 240, 240], "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1],
      "sublayers": [{"id": "panel", "frame": [30, 30, 180, 180], "backgroundColor": "#D1D1D6",
        "transform": {"rotation": [0.5, 0, 0]}, "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.004, 0,0,0,1],
        "sublayers": [{"id": "tile", "frame": [40, 40, 100, 100], "backgroundColor": "#007AFF",
          "transform": {"rotation": [0, 0.8, 0]}}]}]}]
    """##)

    /// Two squares in a transform layer, 40 pt apart in z; the group turned so the back one comes to the front.
    static let transformLayer = scene(##"""
    [{"id": "stage", "frame": [0, 0, 240, 240], "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1],
      "sublayers": [{"id": "group", "type": "transformLayer", "frame": [20, 20, 200, 200],
        "transform": {"rotation": [0, 2.6, 0]},
        "sublayers": [
          {"id": "near", "frame": [40, 40, 100, 100], "backgroundColor": "#FF3B30", "zPosition": 20},
          {"id": "far", "frame": [60, 60, 100, 100], "backgroundColor": "#34C759", "zPosition": -20}]}]}]
    """##)

    /// A single-sided card turned past 90° (hidden) beside a double-sided one (drawn mirrored).
    static let backFace = scene(##"""
    [{"id": "stage", "frame": [0, 0, 240, 240], "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1],
      "sublayers": [
        {"id": "single", "frame": [20, 70, 90, 100], "backgroundColor": "#FF9500", "isDoubleSided": false,
         "transform": {"rotation": [0, 2.4, 0]}},
        {"id": "double", "frame": [130, 70, 90, 100], "backgroundColor": "#5856D6",
         "transform": {"rotation": [0, 2.4, 0]},
         "sublayers": [{"id": "mark", "frame": [10, 10, 30, 30], "backgroundColor": "#FFFFFF"}]}]}]
    """##)

    /// A blue card masked by a horizontal clear-to-black gradient that slides right.
    static let gradientMask = scene(##"""
    [{"id": "card", "frame": [20, 20, 200, 200], "backgroundColor": "#007AFF",
      "mask": {"id": "fade", "type": "gradient", "frame": [0, 0, 200, 200],
        "colors": ["#00000000", "#000000FF"], "startPoint": [0, 0.5], "endPoint": [1, 0.5],
        "animations": [{"type": "basic", "keyPath": "position.x", "from": 0, "to": 200, "duration": 1}]}}]
    """##)

    /// Eight white squares tinted by colour offsets, 24 pt apart, each one's pulse 0.05 s later.
    static let replicatorColours = scene(##"""
    [{"id": "row", "type": "replicator", "frame": [12, 100, 216, 40], "instanceCount": 8, "instanceDelay": 0.05,
      "instanceTransform": {"translation": [26, 0]}, "instanceColor": "#FF8000",
      "instanceRedOffset": -0.12, "instanceGreenOffset": 0.05, "instanceBlueOffset": 0.125,
      "sublayers": [{"id": "cell", "frame": [0, 8, 20, 24], "backgroundColor": "#FFFFFF",
        "animations": [{"type": "basic", "keyPath": "opacity", "from": 1, "to": 0.2, "duration": 0.5,
                        "autoreverses": true, "repeatCount": "infinity"}]}]}]
    """##)
}
