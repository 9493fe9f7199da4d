import AnimaCore
import AnimaPresets
import AnimaSkeleton
import AnimaFormat
import AnimaExport
import AnimaImageFormats
import AnimaRender
import Foundation
import Testing
import AnimaTestSupport

/// The Lottie export played by a real Lottie renderer (Samsung rlottie, Debian's librlottie-dev): frames rendered by
/// rlottie from our JSON, composited over the canvas background, against AnimaRender's frames of the same scene.
///
/// Tolerance: the two rasterisers anti-alias edges differently, so a frame matches when at least 99 % of its pixels
/// are within 10/255 on every channel and the mean absolute channel difference is below 1/255.
@Suite(.serialized) struct RlottieOracleTests {
    static let closeChannel = 10
    static let closeFraction = 0.99
    static let meanLimit = 1.0

    /// The example scenes Lottie can express; the others (the exporter's warnings say what they lack) are not
    /// compared. Left out too, because Debian's rlottie 0.1 cannot draw them: track mattes (it draws a matted layer
    /// only when the layer covers the whole composition, so a red square under a circle matte comes out empty; the
    /// mattes are checked in LottieStructureTests), layer effects (the drop shadow) and 3D layers (`ddd`).
    static let expressible = ExampleScenes.names.filter { name in
        guard let scene = try? ExampleScenes.load(name),
              let export = try? ExportFormat.lottie.export(scene), export.warnings.isEmpty else { return false }
        return !export.text.contains("\"td\":") && !export.text.contains("\"ef\":") && !export.text.contains("\"ddd\":1")
    }

    /// The comparison below is not vacuous: most example scenes are expressible in Lottie.
    @Test func mostExampleScenesAreCompared() {
        #expect(Self.expressible.count * 2 > ExampleScenes.names.count, "compared: \(Self.expressible)")
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)),
          arguments: expressible)
    func rlottieFramesMatchTheRenderer(_ name: String) throws {
        // rlottie's auto-orient is 0° on the first frame (research note §3.5), so frame 0 is left out.
        try Self.playAndCompare(try ExampleScenes.load(name), name: name, every: 12)
    }

    /// Exports `scene` to Lottie, plays about `every` frames of it (from frame 1) with rlottie and compares each with
    /// the renderer's frame at the same time, within the oracle's tolerance.
    static func playAndCompare(_ scene: Scene, name: String, every: Int) throws {
        let helper = try Self.helper()
        let result = try ExportFormat.lottie.export(scene)
        let dir = try TemporaryFiles.directory("anima-lottie")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("\(name).json")
        try Data(result.text.utf8).write(to: file)
        let renderer = try Renderer(canvas: scene.canvas)
        let timeline = try Timeline(scene)
        let fps = scene.timeline.fps
        let total = Int((scene.timeline.duration * fps).rounded())
        let frames = stride(from: 1, to: total, by: Swift.max(1, total / every)).map { $0 }
        let run = try ExternalProcess(helper).run([file.path, "\(renderer.pixelWidth)", "\(renderer.pixelHeight)"]
                                                  + frames.map(String.init))
        try #require(run.status == 0, "rlottie rejected the export of \(name) (status \(run.status))")
        let output = run.stdout
        let frameBytes = renderer.pixelWidth * renderer.pixelHeight * 4
        try #require(output.count == frameBytes * frames.count)
        var worstMean = 0.0, worstFar = 0.0
        for (n, frame) in frames.enumerated() {
            let ours = renderer.render(timeline, at: Double(frame) / fps)
            let theirs = output.subdata(in: n * frameBytes..<(n + 1) * frameBytes)
            let (mean, far) = Self.compare(ours, theirs, background: scene.canvas.background)
            Self.saveForReview(name, frame, ours, theirs)
            worstMean = Swift.max(worstMean, mean)
            worstFar = Swift.max(worstFar, far)
            #expect(mean < Self.meanLimit && far <= 1 - Self.closeFraction,
                    "\(name) frame \(frame): mean |Δ| \(mean)/255, \(far * 100)% of pixels differ by more than \(Self.closeChannel)")
        }
        print("rlottie \(name): \(frames.count) frames, worst mean |Δ| \(worstMean)/255, worst far-pixel share \(worstFar * 100)%")
    }

    /// The skeleton shimmer (a highlight under a sliding gradient mask per bone) exported to Lottie and played by
    /// rlottie at three times across the sweep: the frames must match the renderer's (mean ≤ 3/255), and so must the
    /// band itself. The band is a light ramp only 10/255 above the bones, so over the whole frame a missing band would
    /// pass too; inside the band (the pixels where our frames differ from one another) the mean must stay ≤ 3/255,
    /// where a band rlottie did not draw would be off by about 5/255 (half the ramp's height on average).
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func skeletonShimmerMovesInLottie() throws {
        let helper = try Self.helper()
        let text = try String(contentsOf: ExampleScenes.examples.appendingPathComponent("skeleton/feed-cell.json"),
                              encoding: .utf8)
        let scene = try SkeletonLayoutDecoder().decode(text).scene()
        #expect(scene.allLayers.contains { $0.mask != nil }, "the shimmer is drawn through masks")
        let result = try ExportFormat.lottie.export(scene)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let dir = try TemporaryFiles.directory("anima-shimmer")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("shimmer.json")
        try Data(result.text.utf8).write(to: file)
        let renderer = try Renderer(canvas: scene.canvas)
        let timeline = try Timeline(scene)
        let fps = scene.timeline.fps
        let total = Int((scene.timeline.duration * fps).rounded())
        let frames = [total / 4, total / 2, 3 * total / 4]
        let run = try ExternalProcess(helper).run([file.path, "\(renderer.pixelWidth)", "\(renderer.pixelHeight)"]
                                                  + frames.map(String.init))
        try #require(run.status == 0)
        let frameBytes = renderer.pixelWidth * renderer.pixelHeight * 4
        try #require(run.stdout.count == frameBytes * frames.count)
        let background = scene.canvas.background
        let ours = frames.map { Self.overBackground(renderer.render(timeline, at: Double($0) / fps), background) }
        let theirs = frames.indices.map {
            Self.overBackground(run.stdout.subdata(in: $0 * frameBytes..<($0 + 1) * frameBytes), background)
        }
        for n in frames.indices {
            let mean = zip(ours[n], theirs[n]).reduce(0.0) { $0 + Swift.abs($1.0 - $1.1) } / Double(ours[n].count)
            // The band: where this frame of ours differs from another by more than 2/255 on some channel.
            var inBand = 0.0, bandCount = 0
            for i in stride(from: 0, to: ours[n].count, by: 3) {
                let moving = ours.indices.contains { m in m != n && (0..<3).contains { Swift.abs(ours[m][i + $0] - ours[n][i + $0]) > 2 } }
                guard moving else { continue }
                bandCount += 1
                for c in 0..<3 { inBand += Swift.abs(ours[n][i + c] - theirs[n][i + c]) }
            }
            let bandMean = inBand / Double(Swift.max(bandCount, 1) * 3)
            print("rlottie shimmer frame \(frames[n]): mean |Δ| \(mean)/255, in the band \(bandMean)/255 over \(bandCount) px")
            #expect(mean <= 3, "shimmer frame \(frames[n]): mean |Δ| \(mean)/255")
            #expect(bandCount > 1000, "the band moves between the frames")
            #expect(bandMean <= 3, "shimmer frame \(frames[n]) inside the band: mean |Δ| \(bandMean)/255")
        }
    }

    /// Premultiplied RGBA pixels composited over the opaque `background`, as RGB channel values 0…255.
    static func overBackground(_ canvas: Canvas, _ background: Color) -> [Double] {
        let bg = background.clamped
        var out: [Double] = []
        out.reserveCapacity(canvas.pixels.count * 3)
        for p in canvas.pixels {
            let a = Double(p >> 24) / 255
            out += [Double(p & 0xFF) + bg.red * 255 * (1 - a), Double((p >> 8) & 0xFF) + bg.green * 255 * (1 - a),
                    Double((p >> 16) & 0xFF) + bg.blue * 255 * (1 - a)]
        }
        return out
    }

    /// rlottie's premultiplied ARGB32 words composited over the opaque `background`, as RGB channel values 0…255.
    static func overBackground(_ words: Data, _ background: Color) -> [Double] {
        let bg = background.clamped
        var out: [Double] = []
        out.reserveCapacity(words.count / 4 * 3)
        words.withUnsafeBytes { raw in
            for w in raw.bindMemory(to: UInt32.self) {
                let a = Double(w >> 24) / 255
                out += [Double((w >> 16) & 0xFF) + bg.red * 255 * (1 - a), Double((w >> 8) & 0xFF) + bg.green * 255 * (1 - a),
                        Double(w & 0xFF) + bg.blue * 255 * (1 - a)]
            }
        }
        return out
    }

    /// Presets whose transforms Lottie cannot key directly, sampled from the engine at every frame: translations
    /// (shake, wobble, bounce), several scale axes (rubberBand), a skewing matrix split over a null parent (jello), a
    /// fade of overlapping sublayers as a precomposition (fadeIn, flash), a group fading while it scales (zoomIn), a
    /// turn in perspective drawn as a projected outline (flip) and a turn about y without it (headShake).
    /// rlottie's frames must match the renderer's within the oracle's tolerance.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)),
          arguments: ["shake", "wobble", "bounce", "rubberBand", "jello", "fadeIn", "flash", "zoomIn", "flip", "headShake"])
    func sampledPresetTransformsMatchTheRenderer(_ name: String) throws {
        let preset = try #require(PresetCatalog.all.first { $0.name == name })
        let scene = preset.scene(preset.defaultArguments)
        let warnings = try ExportFormat.lottie.export(scene).warnings
        #expect(warnings.isEmpty, "\(warnings)")
        try Self.playAndCompare(scene, name: "preset-" + name, every: 8)
    }

    /// A skewing model matrix that does not animate (x += 0.5·y) is split over a null parent as an animated one is.
    /// It used to be decomposed into scale and rotation, which dropped the skew without a warning: the square stayed
    /// a square in every player. rlottie must draw the parallelogram where the renderer does.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func aStaticSkewMatchesTheRenderer() throws {
        let scene = try ExampleScenes.scene(DepthScenes.staticSkew)
        let result = try ExportFormat.lottie.export(scene)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.text.contains("\"skewed#skew\""))
        try Self.playAndCompare(scene, name: "static-skew", every: 2)
    }

    /// A radial gradient from the centre to the corner (0.5, 0.5) → (1, 1) of a 160 pt square: Core Animation's ellipse
    /// has radii 80 and 80, a circle reaching the last colour at the middle of each side. Lottie's radial gradient
    /// runs from its start to its end point, so the export must end it 80 pt right of the centre, not at the corner
    /// (113 pt, which left the sides red-blue).
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func aRadialGradientMatchesTheRenderer() throws {
        let scene = try ExampleScenes.scene(DepthScenes.scene(##"""
        [{"id": "glow", "type": "gradient", "frame": [20, 20, 160, 160], "gradientType": "radial",
          "colors": ["#FF0000", "#0000FF"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}]
        """##, width: 200, height: 200))
        #expect(try ExportFormat.lottie.export(scene).warnings.isEmpty)
        try Self.playAndCompare(scene, name: "radial", every: 2)
    }

    /// A progress ring: a filled circle whose stroke draws on (`strokeEnd` 0 → 1, eased, after a fixed
    /// `strokeStart` of 0.05) and a second ring of two subpaths trimmed as one path. Lottie's trim paths must trim
    /// the stroke as Core Animation does (a fraction of the whole path) and leave the fill whole.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func trimmedStrokesMatchTheRenderer() throws {
        let scene = try ExampleScenes.scene(DepthScenes.trimmedStrokes)
        #expect(try ExportFormat.lottie.export(scene).warnings.isEmpty)
        try Self.playAndCompare(scene, name: "trim", every: 8)
    }

    /// Marching ants: a dashed outline whose `lineDashPhase` runs 0 → 16 (one 10 + 6 pattern) while its fill colour and
    /// line width change. Lottie's dash offset is the phase; it used to stay at the model value, with a warning.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func marchingAntsMatchTheRenderer() throws {
        let scene = try ExampleScenes.scene(DepthScenes.scene(##"""
        [{"id": "ants", "type": "shape", "frame": [20, 20, 160, 160], "path": "M10 10 L150 10 L150 150 L10 150 Z",
          "fillColor": "#FFCC00", "strokeColor": "#000000", "lineWidth": 4, "lineDashPattern": [10, 6],
          "animations": [
            {"key": "ants", "type": "basic", "keyPath": "lineDashPhase", "from": 0, "to": 16, "duration": 1},
            {"key": "fill", "type": "basic", "keyPath": "fillColor", "from": "#FFCC00", "to": "#5AC8FA", "duration": 1},
            {"key": "width", "type": "basic", "keyPath": "lineWidth", "from": 2, "to": 10, "duration": 1}]}]
        """##, width: 200, height: 200))
        #expect(try ExportFormat.lottie.export(scene).warnings.isEmpty)
        try Self.playAndCompare(scene, name: "ants", every: 6)
    }

    /// A bar whose `anchorPoint` moves from its top (0.5, 0) to its bottom (0.5, 1) while it turns a quarter: Lottie's
    /// anchor `a` is the layer point that sits at `p`, so the export animates it (it used to stay at the model value,
    /// with a warning). At 0.5 s the anchor is the bar's centre: the bar is centred on its position, turned 45°.
    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func anAnimatedAnchorPointMatchesTheRenderer() throws {
        let scene = try ExampleScenes.scene(DepthScenes.scene(##"""
        [{"id": "bar", "type": "layer", "frame": [90, 40, 20, 120], "backgroundColor": "#FF3B30", "anchorPoint": [0.5, 0],
          "animations": [
            {"key": "pivot", "type": "basic", "keyPath": "anchorPoint", "from": [0.5, 0], "to": [0.5, 1], "duration": 1},
            {"key": "turn", "type": "basic", "keyPath": "transform.rotation.z", "from": 0, "to": 1.5707963267948966,
             "duration": 1}]}]
        """##, width: 200, height: 200))
        let result = try ExportFormat.lottie.export(scene)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        try Self.playAndCompare(scene, name: "anchor", every: 6)
    }

    /// With `ANIMA_REVIEW_DIR` set, writes both frames (ours, then rlottie's) as raw premultiplied bytes for review.
    static func saveForReview(_ name: String, _ frame: Int, _ ours: Canvas, _ theirs: Data) {
        guard let dir = ProcessInfo.processInfo.environment["ANIMA_REVIEW_DIR"] else { return }
        var bytes = Data(capacity: ours.pixels.count * 8)
        for p in ours.pixels { bytes.append(contentsOf: [UInt8(p & 0xFF), UInt8((p >> 8) & 0xFF), UInt8((p >> 16) & 0xFF), UInt8(p >> 24)]) }
        theirs.withUnsafeBytes { raw in
            for w in raw.bindMemory(to: UInt32.self) {
                bytes.append(contentsOf: [UInt8((w >> 16) & 0xFF), UInt8((w >> 8) & 0xFF), UInt8(w & 0xFF), UInt8(w >> 24)])
            }
        }
        try? bytes.write(to: URL(fileURLWithPath: "\(dir)/\(name)-\(frame)-\(ours.width)x\(ours.height).rgba"))
    }

    /// Mean absolute channel difference (in 1/255) and the share of pixels off by more than `closeChannel`.
    static func compare(_ ours: Canvas, _ theirs: Data, background: Color) -> (Double, Double) {
        let bg = background.clamped
        let back = [bg.red * 255, bg.green * 255, bg.blue * 255]
        var sum = 0.0, far = 0
        theirs.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for i in 0..<words.count {
                let w = words[i]
                let a = Double(w >> 24) / 255
                let rgb = [Double((w >> 16) & 0xFF), Double((w >> 8) & 0xFF), Double(w & 0xFF)]
                let mine = ours.pixels[i]
                let ma = Double(mine >> 24) / 255
                let ourRGB = [Double(mine & 0xFF), Double((mine >> 8) & 0xFF), Double((mine >> 16) & 0xFF)]
                var worst = 0.0
                for c in 0..<3 {
                    // Both premultiplied: source-over the opaque background.
                    let theirsOver = rgb[c] + back[c] * (1 - a)
                    let oursOver = ourRGB[c] + back[c] * (1 - ma)
                    let d = Swift.abs(theirsOver - oursOver)
                    sum += d
                    worst = Swift.max(worst, d)
                }
                if worst > Double(closeChannel) { far += 1 }
            }
        }
        let pixels = Double(theirs.count / 4)
        return (sum / (pixels * 3), Double(far) / pixels)
    }

    /// Compiles the C helper against rlottie once per test process; an issue (and a throw) when cc or rlottie is
    /// missing. Suites run in parallel: the one compilation, through a static, keeps one from running the binary
    /// while another rewrites it.
    static func helper() throws -> String { try builtHelper.get() }

    private static let builtHelper = Result<String, any Error> {
        let cc = try Tool.cCompiler.require()
        _ = try Tool.rlottie.require()
        // Kept as .c.txt so that SwiftPM does not take the test target for a mixed-language one.
        let text = try Data(contentsOf: ExampleScenes.fixtures.appendingPathComponent("rlottie/render_frames.c.txt"))
        let temporary = FileManager.default.temporaryDirectory
        let source = temporary.appendingPathComponent("anima-render-frames-\(getpid()).c").path
        let binary = temporary.appendingPathComponent("anima-render-frames-\(getpid())").path
        try text.write(to: URL(fileURLWithPath: source))
        let build = try ExternalProcess(cc).run(["-O2", "-o", binary, source, "-lrlottie"])
        try #require(build.status == 0, "cc could not build the rlottie helper: \(build.stderrText)")
        return binary
    }
}
