import AnimaCore
import AnimaRender
import ArgumentParser
import Foundation

/// `anima render SCENE -o OUT`: draws a scene to a GIF, a PNG (one frame or a filmstrip) or a folder of PNGs.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a GIF, a PNG, a filmstrip PNG or a folder of PNG frames.",
        discussion: """
        The output's form follows its name: OUT.gif is the animation from --from to --to at --fps; OUT.png is one \
        frame (--at T, default --from) or, with --filmstrip T1,T2,…, those frames side by side with time labels; \
        any other name (or an existing folder, or a name ending in /) is a folder of frame-00000.png, … files. \
        Frames are taken at from + i/fps for every i with that time before --to, so a looping GIF does not repeat \
        its first frame. GIF delays are whole hundredths of a second whose running sum follows the real frame \
        times; since browsers slow delays under 2/100 s, GIFs are limited to 50 fps. Frames render on all cores; \
        the output is byte-identical whatever the core count. Files are written to a temporary name and renamed.
        """)

    /// The most frames one command renders.
    static let maxFrames = 20_000

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Output: .gif, .png, or a folder.", valueName: "OUT"))
    var output: String

    @Option(help: ArgumentHelp("The one scene time a .png shows, in seconds.", valueName: "T"))
    var at: Double?

    @Option(help: ArgumentHelp("Comma-separated scene times for a filmstrip .png.", valueName: "T1,T2,…"))
    var filmstrip: String?

    @Option(help: "Frames per second (default: the scene's timeline fps; at most 50 for GIFs).")
    var fps: Double?

    @Option(help: ArgumentHelp("Start time in seconds (default 0).", valueName: "T"))
    var from: Double?

    @Option(help: ArgumentHelp("End time in seconds, exclusive (default: the scene's timeline duration).", valueName: "T"))
    var to: Double?

    @Option(help: "Pixels per point (default: the scene's canvas scale).")
    var scale: Double?

    @Option(help: "GIF repetitions: 0 loops forever (default), -1 plays once.")
    var loop: Int = 0

    /// What the output path asks for.
    enum Kind: Equatable { case gif, png, folder }

    var kind: Kind {
        let lower = output.lowercased()
        if lower.hasSuffix(".gif") { return .gif }
        if lower.hasSuffix(".png") { return .png }
        return .folder
    }

    func validate() throws {
        if let fps, !(fps.isFinite && fps > 0) { throw ValidationError("--fps must be a positive number, got \(fps)") }
        if let scale, !(scale.isFinite && scale > 0) { throw ValidationError("--scale must be a positive number, got \(scale)") }
        for (name, v) in [("--from", from), ("--to", to), ("--at", at)] {
            if let v, !v.isFinite { throw ValidationError("\(name) must be a finite number of seconds") }
        }
        if let from, let to, from >= to { throw ValidationError("--from (\(from)) must be before --to (\(to))") }
        if let from, from < 0 { throw ValidationError("--from must not be negative") }
        if at != nil && filmstrip != nil { throw ValidationError("use either --at or --filmstrip, not both") }
        if (at != nil || filmstrip != nil) && kind != .png {
            throw ValidationError("--at and --filmstrip write one image: give an output ending in .png")
        }
        if kind == .png && (fps != nil || to != nil) && at == nil && filmstrip == nil {
            throw ValidationError("a .png is one frame: use --at T (or --filmstrip T1,T2,…), or write a .gif or folder")
        }
        if loop < -1 || loop > 65_535 { throw ValidationError("--loop must be -1 (once), 0 (forever) or up to 65535") }
        _ = try filmstripTimes()
    }

    func run() async throws {
        let loaded = try SceneLoader.load(scene)
        let timeline: Timeline
        do { timeline = try Timeline(loaded) } catch { throw CLIError(.dataError, "\(scene): \(error)") }
        let renderer: Renderer
        do { renderer = try Renderer(canvas: loaded.canvas, scale: scale) } catch {
            throw CLIError(.dataError, "\(scene): \(error)")
        }
        switch kind {
        case .png:
            let image: Canvas
            if let times = try filmstripTimes() {
                var frames: [Canvas] = []
                try await renderer.renderFrames(timeline, at: times) { _, f in frames.append(f) }
                do {
                    image = try FilmstripSheet().compose(frames, labels: times.map(FilmstripSheet.label(seconds:)))
                } catch { throw CLIError(.usage, "\(error)") }
            } else {
                image = renderer.render(timeline, at: at ?? from ?? 0)
            }
            try AtomicFile.write(Data(try encodePNG(image)), to: output)
        case .gif:
            let rate = Swift.min(fps ?? loaded.timeline.fps, GIFTiming.maxFramesPerSecond)
            let times = try frameTimes(loaded, fps: rate)
            var progress = Progress(total: times.count)
            let gif: [UInt8]
            do {
                gif = try await renderer.renderGIF(timeline, at: times, delays: GIFTiming.delays(frameCount: times.count, fps: rate),
                                                   loopCount: loop < 0 ? nil : loop) { progress.update($0) }
            } catch let e as RenderError { throw CLIError(.dataError, "\(e)") }
            progress.finish()
            try AtomicFile.write(Data(gif), to: output)
        case .folder:
            let times = try frameTimes(loaded, fps: fps ?? loaded.timeline.fps)
            try await writeFolder(renderer, timeline, times)
        }
    }

    // MARK: Helpers

    private func encodePNG(_ c: Canvas) throws(CLIError) -> [UInt8] {
        do { return try PNGEncoder().encode(c) } catch { throw CLIError(.ioError, "cannot encode PNG: \(error)") }
    }

    /// The `--filmstrip` list, nil without it.
    private func filmstripTimes() throws -> [Double]? {
        guard let filmstrip else { return nil }
        var result: [Double] = []
        for part in filmstrip.split(separator: ",", omittingEmptySubsequences: false) {
            let text = part.trimmingCharacters(in: .whitespaces)
            guard let t = Double(text), t.isFinite else {
                throw ValidationError("--filmstrip expects comma-separated finite numbers of seconds; '\(text)' is not one")
            }
            result.append(t)
        }
        guard result.count <= 64 else { throw ValidationError("--filmstrip takes at most 64 times") }
        return result
    }

    /// from + i/fps for every i whose time is before `to`.
    private func frameTimes(_ scene: Scene, fps rate: Double) throws(CLIError) -> [Double] {
        let start = from ?? 0
        let end = to ?? scene.timeline.duration
        guard end.isFinite, end > start else {
            throw CLIError(.usage, "nothing to render: the range \(start)…\(end) s is empty (set --from/--to)")
        }
        let count = ((end - start) * rate - 1e-9).rounded(.up)
        guard count <= Double(Self.maxFrames) else {
            throw CLIError(.usage, "\(Int(count)) frames requested; the limit is \(Self.maxFrames) (lower --fps or the range)")
        }
        return (0..<Swift.max(Int(count), 1)).map { start + Double($0) / rate }
    }

    /// Renders into a hidden sibling folder, then moves the frames in place, so a failure leaves no frames behind.
    private func writeFolder(_ renderer: Renderer, _ timeline: Timeline, _ times: [Double]) async throws {
        let fm = FileManager.default
        let target = URL(fileURLWithPath: output.hasSuffix("/") ? String(output.dropLast()) : output)
        let staging = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())")
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw CLIError(.cannotCreate, "cannot create \(output): \(error.localizedDescription)")
        }
        var progress = Progress(total: times.count)
        do {
            try await renderer.renderFrames(timeline, at: times) { i, frame in
                let name = String(format: "frame-%05d.png", i)
                try AtomicFile.write(Data(try encodePNG(frame)), to: staging.appendingPathComponent(name).path)
                progress.update(i + 1)
            }
            progress.finish()
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: target.path, isDirectory: &isDir) {
                guard isDir.boolValue else { throw CLIError(.cannotCreate, "cannot create folder \(output): a file is in the way") }
                for name in try fm.contentsOfDirectory(atPath: staging.path).sorted() {
                    let dest = target.appendingPathComponent(name).path
                    guard rename(staging.appendingPathComponent(name).path, dest) == 0 else {
                        throw CLIError(.cannotCreate, "cannot create \(dest)")
                    }
                }
                try? fm.removeItem(at: staging)
            } else {
                guard rename(staging.path, target.path) == 0 else { throw CLIError(.cannotCreate, "cannot create \(output)") }
            }
        } catch {
            try? fm.removeItem(at: staging)
            if let e = error as? CLIError { throw e }
            throw CLIError(.ioError, "cannot write \(output): \(error)")
        }
    }

    /// A one-line progress bar on stderr, drawn only when stderr is a terminal.
    struct Progress {
        private let total: Int
        private let enabled = StandardError.isTerminal
        private var last = -1

        init(total: Int) { self.total = total }

        mutating func update(_ done: Int) {
            guard enabled, total > 1 else { return }
            let width = 30
            let filled = done * width / Swift.max(total, 1)
            guard filled != last || done == total else { return }
            last = filled
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            StandardError.write("\rrendering \(bar) \(done)/\(total)")
        }

        func finish() { if enabled, total > 1 { StandardError.write("\n") } }
    }
}
