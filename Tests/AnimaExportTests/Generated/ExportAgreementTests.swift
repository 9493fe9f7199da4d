import AnimaCore
import AnimaExport
import AnimaFormat
import AnimaImageFormats
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// The renderer and the Web, SVG and Lottie exports agree on scenes nobody wrote (issue 29, part 3): every
/// `SceneGrammar` scene is rendered by `anima render` and by each export's own player — the Web page in headless
/// Chromium (every animation paused and seeked), the SVG frame in rsvg, the Lottie file in rlottie (which draws no
/// text layers: its frames are compared with the renderer's drawing without glyphs) — at the same
/// times, and each frame must agree by `FrameAgreement`'s rule, or the exporter must have warned about that scene
/// (then the frame is set aside and counted). Nothing else is set aside.
///
/// CI runs `seeds` (60 scenes × 3 times, one Chromium launch, about a minute each); `ANIMA_AGREEMENT_SEEDS=N` runs
/// N seeds instead, outside CI, from `ANIMA_AGREEMENT_FIRST_SEED` (0). `ANIMA_PIXEL_DUMP=DIR` writes every differing
/// pair as PNGs to look at.
@Suite(.serialized) struct ExportAgreementTests {
    /// A generated scene: its seed, and whether it is one of the grammar's ordinary scenes (on the canvas, moderate
    /// values: most of their frames draw something) or a hostile one (extremes, mostly off the canvas).
    struct Seed: CustomStringConvertible {
        let seed: UInt64, ordinary: Bool
        var description: String { "\(ordinary ? "ordinary" : "hostile") seed \(seed)" }
    }

    /// The scenes compared: N ordinary seeds from F and the hostile ones from F / 2 to (F + N) / 2 (N = 40, or
    /// `ANIMA_AGREEMENT_SEEDS`; F = 0, or `ANIMA_AGREEMENT_FIRST_SEED`), so runs over consecutive ranges tile.
    static let seeds: [Seed] = {
        let environment = ProcessInfo.processInfo.environment
        let n = UInt64(Swift.max(environment["ANIMA_AGREEMENT_SEEDS"].flatMap { Int($0) } ?? 40, 1))
        let first = UInt64(Swift.max(environment["ANIMA_AGREEMENT_FIRST_SEED"].flatMap { Int($0) } ?? 0, 0))
        return (first..<first + n).map { Seed(seed: $0, ordinary: true) }
            + (first / 2..<(first + n) / 2).map { Seed(seed: $0, ordinary: false) }
    }()

    /// Frame times: on whole frames of the grammar's 10 fps (rlottie plays frame numbers), past rlottie's first
    /// frame (auto-orient is 0° there, research note §3.5), early, mid-way and late.
    static let times = [0.3, 0.7, 1.5]

    /// How long a player may take over one scene's frames (far above the longest seen: 3 minutes, under load).
    static let playerSeconds = 600.0

    /// One compared frame.
    struct Frame {
        let seed: Seed, time: Double
        let ours: OpaqueFrame
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumPlaysTheWebExportAsTheRendererDraws() throws {
        let chromium = try Tool.chromium.require()
        var pages: [(page: String, time: Double)] = [], frames: [Frame] = [], warned: [[ExportWarning]] = []
        for seed in Self.seeds {
            let (timeline, renderer) = try Self.scene(seed)
            let export = ExportFormat.web.export(timeline)
            for t in Self.times {
                pages.append((export.text, t))
                frames.append(Frame(seed: seed, time: t, ours: OpaqueFrame(renderer.render(timeline, at: t))))
                warned.append(export.warnings)
            }
        }
        var shots = try ChromiumGrid.screenshots(of: pages, width: Self.width, height: Self.height, chromium: chromium)
        // A cell that differs unwarned is captured again in a launch of its own: in one launch, pages holding huge
        // layers can leave other pages' cells blank or unseeked (docs/fuzzing.md, session 21), which is the grid's
        // doing, not the export's.
        for n in shots.indices
        where warned[n].isEmpty && shots[n].map({ FrameAgreement(frames[n].ours, $0).agrees }) != true {
            shots[n] = try ChromiumGrid.screenshots(of: [pages[n]], width: Self.width, height: Self.height,
                                                    chromium: chromium)[0]
        }
        Self.tally("web", frames: frames, theirs: shots, warned: warned)
    }

    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func rsvgDrawsTheSVGExportAsTheRendererDraws() throws {
        let rsvg = try Tool.rsvg.require()
        let dir = try TemporaryFiles.directory("anima-agreement-svg")
        defer { try? FileManager.default.removeItem(at: dir) }
        var frames: [Frame] = [], theirs: [OpaqueFrame?] = [], warned: [[ExportWarning]] = []
        for seed in Self.seeds {
            let (timeline, renderer) = try Self.scene(seed)
            for t in Self.times {
                let export = ExportFormat.svg.export(timeline, at: t)
                frames.append(Frame(seed: seed, time: t, ours: OpaqueFrame(renderer.render(timeline, at: t))))
                theirs.append(try Self.rsvgFrame(export.text, rsvg: rsvg, in: dir))
                warned.append(export.warnings)
            }
        }
        Self.tally("svg", frames: frames, theirs: theirs, warned: warned)
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottiePlaysTheLottieExportAsTheRendererDraws() throws {
        let helper = try RlottieOracleTests.helper()
        let dir = try TemporaryFiles.directory("anima-agreement-lottie")
        defer { try? FileManager.default.removeItem(at: dir) }
        var frames: [Frame] = [], theirs: [OpaqueFrame?] = [], warned: [[ExportWarning]] = []
        for seed in Self.seeds {
            let (timeline, _) = try Self.scene(seed)
            let export = ExportFormat.lottie.export(timeline)
            // rlottie draws no text layers and scales images by the nearest pixel, gaps of the player (the Exports
            // article), not losses of the export: its frames are compared with the renderer's drawing of the scene as
            // rlottie draws it.
            let (drawn, renderer) = try Self.asRlottieDraws(timeline.scene)
            let file = dir.appendingPathComponent("\(seed.seed)-\(seed.ordinary).json")
            try Data(export.text.utf8).write(to: file)
            let numbers = Self.times.map { String(Int(($0 * timeline.scene.timeline.fps).rounded())) }
            // rlottie sleeps forever on some files (hostile seed 184): a player that never finishes failed the file.
            let run = try ExternalProcess(helper).run([file.path, "\(Self.width)", "\(Self.height)"] + numbers,
                                                      seconds: Self.playerSeconds)
            let words: [UInt32] = run.stdout.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
            let size = Self.width * Self.height
            for (n, t) in Self.times.enumerated() {
                frames.append(Frame(seed: seed, time: t, ours: OpaqueFrame(renderer.render(drawn, at: t))))
                let ok = run.status == 0 && words.count == size * Self.times.count
                theirs.append(ok ? OpaqueFrame(argbWords: Array(words[n * size..<(n + 1) * size]), width: Self.width,
                                               height: Self.height) : nil)
                warned.append(export.warnings)
            }
        }
        Self.tally("lottie", frames: frames, theirs: theirs, warned: warned)
    }

    /// Differences found and not yet fixed, by exporter and scene, each with what is known of its cause. A frame
    /// listed here that differs is recorded as a known issue (so CI stays green while it is open); one that agrees
    /// records nothing, so an entry that no longer differs is noticed by reading this list, not by a failure.
    static let known: [String: String] = [
        "web ordinary seed 83": "text turned in perspective, magnified near the eye: Chromium's copy sits about 2 px higher "
            + "(mean 2.1–2.4/255, no pixel off by more than 32/255), as a baseline Blink rounds to a whole pixel would",
    ]

    // MARK: Support

    static let width = Int(SceneGrammar.canvas.width), height = Int(SceneGrammar.canvas.height)

    /// rsvg's drawing of `svg` over white, nil when it refuses the file.
    static func rsvgFrame(_ svg: String, rsvg: String, in dir: URL) throws -> OpaqueFrame? {
        let file = dir.appendingPathComponent("frame.svg"), png = dir.appendingPathComponent("frame.png")
        try Data(svg.utf8).write(to: file)
        guard try ExternalProcess(rsvg).run([file.path, "-o", png.path]).status == 0 else { return nil }
        return (try? PNGDecoder().decode([UInt8](try Data(contentsOf: png)))).map(OpaqueFrame.init)
    }

    /// The scene of `seed`, compiled, and a renderer for it at scale 1.
    static func scene(_ seed: Seed) throws -> (Timeline, Renderer) {
        var grammar = SceneGrammar(seed: seed.seed, ordinary: seed.ordinary)
        let scene = grammar.scene()
        if let dir = ProcessInfo.processInfo.environment["ANIMA_PIXEL_DUMP"] {
            try? SceneEncoder().encodeToString(scene).write(toFile: dir + "/scene-\(seed.ordinary ? "o" : "h")\(seed.seed).json", atomically: true, encoding: .utf8)
        }
        let timeline = try Timeline(scene)
        return (timeline, try Renderer(drawing: timeline, scale: 1))
    }

    /// `scene` as rlottie draws it, compiled, and a renderer for it at scale 1: every text layer's string emptied
    /// (its background, border and sublayers stay), and every image filtered by the nearest pixel both ways, as
    /// rlottie's `blend_image_xform` samples a scaled image (`src.pixel(int(fx), int(fy))`, no interpolation).
    static func asRlottieDraws(_ scene: Scene) throws -> (Timeline, Renderer) {
        var bare = scene
        for layer in scene.allLayers where layer.kind == .text || layer.properties.contents != nil {
            bare.updateLayer(withID: layer.id) {
                if layer.kind == .text { $0.string = "" }
                $0.properties.magnificationFilter = .nearest
                $0.properties.minificationFilter = .nearest
            }
        }
        let timeline = try Timeline(bare)
        return (timeline, try Renderer(drawing: timeline, scale: 1))
    }

    /// Counts agreeing, set-aside (warned) and differing frames, prints them and each difference, and records an
    /// issue per differing frame (a frame the player could not draw at all differs).
    static func tally(_ name: String, frames: [Frame], theirs: [OpaqueFrame?], warned: [[ExportWarning]],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        var agree = 0, setAside = 0, differ: [(Seed, String)] = []
        for (n, frame) in frames.enumerated() {
            let agreement = theirs[n].map { FrameAgreement(frame.ours, $0) }
            if ProcessInfo.processInfo.environment["ANIMA_AGREEMENT_VERBOSE"] != nil {
                let blank = frame.ours.values.allSatisfy { $0 >= 254.5 }
                print("\(name) \(frame.seed) at \(frame.time): \(agreement.map(String.init(describing:)) ?? "not drawn")\(blank ? " (blank)" : "") warned \(warned[n].map(\.description))")
                dump(name, frame, theirs[n])
            }
            if agreement?.agrees == true {
                agree += 1
            } else if !warned[n].isEmpty {
                setAside += 1
            } else {
                differ.append((frame.seed, "\(frame.seed) at \(frame.time) s: " + (agreement.map(String.init(describing:)) ?? "not drawn")))
                dump(name, frame, theirs[n])
            }
        }
        print("\(name) against the renderer: \(agree) agree, \(setAside) set aside (warned), \(differ.count) differ, of \(frames.count) frames")
        for (seed, d) in differ {
            let message = "\(name) differs from the renderer unwarned, \(d)"
            if let reason = known["\(name) \(seed)"] {
                withKnownIssue(Comment(rawValue: reason)) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
            } else {
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        }
    }

    /// With `ANIMA_PIXEL_DUMP` set, writes both frames of a difference as PNGs.
    static func dump(_ name: String, _ frame: Frame, _ theirs: OpaqueFrame?) {
        guard let dir = ProcessInfo.processInfo.environment["ANIMA_PIXEL_DUMP"] else { return }
        for (suffix, image) in [("anima", frame.ours), (name, theirs)] {
            guard let image, let canvas = try? Canvas(width: image.width, height: image.height,
                                                      straightRGBA: image.values.chunked3.flatMap { $0 + [255] }),
                  let png = try? PNGEncoder().encode(canvas) else { continue }
            try? Data(png).write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name)-\(frame.seed.ordinary ? "o" : "h")\(frame.seed.seed)-\(frame.time)-\(suffix).png"))
        }
    }
}

private extension Array where Element == Double {
    /// RGB triples as bytes.
    var chunked3: [[UInt8]] {
        stride(from: 0, to: count, by: 3).map { i in (0..<3).map { UInt8(Swift.max(0, Swift.min(255, self[i + $0].rounded()))) } }
    }
}
