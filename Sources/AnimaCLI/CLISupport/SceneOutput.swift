import AnimaCore
import AnimaFormat
import AnimaImageFormats
import AnimaRender
import Foundation

/// Writes a scene where `OutputOptions` point: a GIF, an APNG or WebP, an MP4 or WebM (through ffmpeg), a PNG of one frame or a filmstrip, a folder of PNG frames, or
/// the scene's JSON. Frames render on every core; files are written to a temporary name and renamed.
struct SceneOutput {
    /// What a `.png` shows when neither `--at` nor `--filmstrip` is given.
    enum Still: Sendable {
        /// One frame at `--from` (default 0).
        case frame
        /// `count` labelled frames spread evenly from 0 to the end of the timeline, both ends included.
        case filmstrip(count: Int)
    }

    /// The most frames one GIF or folder holds.
    static let maxFrames = OutputLimits.maxFrames

    /// The parsed options.
    var options: OutputOptions
    /// Frames per second when `--fps` is not given; nil takes the scene's timeline fps.
    var defaultFPS: Double?
    /// What a bare `.png` shows.
    var still: Still

    /// An output for `options`.
    init(_ options: OutputOptions, defaultFPS: Double? = nil, still: Still = .frame) {
        self.options = options; self.defaultFPS = defaultFPS; self.still = still
    }

    /// Compiles `scene`, then writes it; 65 naming `source` when it does not compile.
    func write(_ scene: Scene, source: String) async throws {
        try await write(try Self.compile(scene, source: source), source: source)
    }

    /// Writes a compiled scene, named `source` in messages: 65 when it cannot be drawn, 73 or 74 when the output
    /// cannot be created or written.
    func write(_ timeline: Timeline, source: String) async throws {
        let scene = timeline.scene
        let bytes: Data
        switch options.kind {
        case .json:
            do { bytes = try SceneEncoder().encode(scene) } catch { throw CLIError(.dataError, "\(source): \(error)") }
        case .gif:
            let requested = options.fps ?? defaultFPS ?? scene.timeline.fps
            let rate = Swift.min(requested, GIFTiming.maxFramesPerSecond)
            if requested > rate {
                let source = options.fps != nil ? "--fps" : "the timeline's fps"
                let shown = requested == requested.rounded() && requested < 1e15 ? String(Int(requested)) : String(requested)
                StandardError.write("anima: \(source) \(shown) is above the GIF limit; writing \(Int(rate)) fps"
                    + " (browsers slow delays under 2/100 s)\n")
            }
            bytes = Data(try await Self.gif(timeline, fps: rate, from: options.from ?? 0, to: options.to, scale: options.scale,
                                            loopCount: options.loop < 0 ? nil : options.loop, quality: options.gifQuality,
                                            source: source, showsProgress: true, strict: options.strict))
        case .apng, .webp:
            bytes = Data(try await animation(timeline, source: source, scene: scene))
        case .mp4, .webm:
            let renderer = try Self.renderer(timeline, scale: options.scale, source: source, strict: options.strict)
            let fps = options.fps ?? defaultFPS ?? scene.timeline.fps
            let times = try Self.frameTimes(from: options.from ?? 0, to: options.to ?? scene.timeline.duration, fps: fps)
            return try await FFmpegVideo(container: options.kind == .mp4 ? .mp4 : .webm)
                .write(renderer, timeline, at: times, fps: fps, to: options.output)
        case .png:
            let renderer = try Self.renderer(timeline, scale: options.scale, source: source, strict: options.strict)
            bytes = Data(try Self.encodePNG(try await still(scene, renderer, timeline)))
        case .folder:
            let renderer = try Self.renderer(timeline, scale: options.scale, source: source, strict: options.strict)
            let times = try Self.frameTimes(from: options.from ?? 0, to: options.to ?? scene.timeline.duration,
                                            fps: options.fps ?? defaultFPS ?? scene.timeline.fps)
            return try await writeFolder(renderer, timeline, times)
        case nil:
            throw CLIError(.usage, OutputOptions.unknownKindMessage(options.output))
        }
        try AtomicFile.write(bytes, to: options.output)
    }

    /// A GIF of a compiled scene from `from` to `to` (default: the timeline's end) at `fps`, at most GIF's 50;
    /// `quality` is the encoder's lossy bound and per-frame SSIM floor (`GIFEncoder.standard` unless told), `effort`
    /// how far it searches for a smaller file.
    static func gif(_ timeline: Timeline, fps: Double, from: Double = 0, to: Double? = nil, scale: Double?,
                    loopCount: Int? = 0, quality: (lossy: Int, minimumSSIM: Double) = GIFEncoder.standard,
                    effort: GIFEncoder.Effort = .thorough,
                    source: String, showsProgress: Bool = false,
                    strict: Bool = false) async throws -> [UInt8] {
        let renderer = try renderer(timeline, scale: scale, source: source, strict: strict)
        let times = try frameTimes(from: from, to: to ?? timeline.scene.timeline.duration, fps: fps)
        var progress = ProgressBar(total: times.count, shows: showsProgress)
        do {
            return try await renderer.renderGIF(timeline, at: times, delays: GIFTiming.delays(frameCount: times.count, fps: fps),
                                                loopCount: loopCount, lossy: quality.lossy,
                                                minimumSSIM: quality.minimumSSIM, effort: effort) { _ in progress.advance("rendering") }
        } catch {
            throw CLIError(.dataError, "\(source): \(error)")
        }
    }

    /// An APNG or WebP of the compiled scene over the options' range, with GIF's frame rate limit and delays.
    private func animation(_ timeline: Timeline, source: String, scene: Scene) async throws -> [UInt8] {
        let renderer = try Self.renderer(timeline, scale: options.scale, source: source, strict: options.strict)
        let fps = Swift.min(options.fps ?? defaultFPS ?? scene.timeline.fps, GIFTiming.maxFramesPerSecond)
        let times = try Self.frameTimes(from: options.from ?? 0, to: options.to ?? scene.timeline.duration, fps: fps)
        let delays = GIFTiming.delays(frameCount: times.count, fps: fps)
        let loopCount = options.loop < 0 ? nil : options.loop
        var progress = ProgressBar(total: times.count)
        do {
            if options.kind == .webp {
                let encoder = try WebPEncoder(width: renderer.pixelWidth, height: renderer.pixelHeight, loopCount: loopCount,
                                              quality: options.lossless ? .lossless : .standard)
                try await renderer.renderFrames(timeline, at: times) { i, frame throws(ImageFormatError) in
                    try encoder.addFrame(frame, delay: delays[i])
                    progress.advance("rendering")
                }
                return try encoder.finish()
            }
            var encoder = try APNGEncoder(width: renderer.pixelWidth, height: renderer.pixelHeight, loopCount: loopCount)
            try await renderer.renderFrames(timeline, at: times) { i, frame throws(ImageFormatError) in
                try encoder.addFrame(frame, delay: delays[i])
                progress.advance("rendering")
            }
            return try encoder.finish()
        } catch {
            throw CLIError(.dataError, "\(source): \(error)")
        }
    }

    /// from + i/fps for every i whose time is before `to`, so a looping GIF does not repeat its first frame.
    static func frameTimes(from start: Double, to end: Double, fps: Double) throws(CLIError) -> [Double] {
        guard end > start else {
            throw CLIError(.usage, "nothing to render: the range \(start)…\(end) s is empty (set --from/--to)")
        }
        // In Double until it is known to be small: a long range at a high rate exceeds Int, an infinite one is ∞, and
        // a NaN rate fails the comparison like any count over the limit.
        let count = ((end - start) * fps - 1e-9).rounded(.up)
        guard count <= Double(maxFrames) else {
            throw CLIError(.usage, "\(describe(frameCount: count)) frames requested; the limit is \(maxFrames)"
                + " (lower --fps or the range)")
        }
        return (0..<Swift.max(Int(count), 1)).map { start + Double($0) / fps }
    }

    /// A frame count over the limit as text: whole below 10¹⁵ ("25000"), else as Double prints it ("1e+20"),
    /// "infinitely many" for ∞, "an undefined number of" for NaN.
    static func describe(frameCount count: Double) -> String {
        if count.isNaN { return "an undefined number of" }
        if count.isInfinite { return "infinitely many" }
        return count < 1e15 ? String(Int(count)) : String(count)
    }

    // MARK: Drawing

    /// The compiled scene; 65 naming `source` when it does not compile.
    static func compile(_ scene: Scene, source: String) throws(CLIError) -> Timeline {
        do { return try Timeline(scene) } catch { throw CLIError(.dataError, "\(source): \(error)") }
    }

    /// A renderer for the scene's canvas with its images decoded and text shaped (once, before any frame).
    private static func renderer(_ timeline: Timeline, scale: Double?, source: String,
                                 strict: Bool = false) throws(CLIError) -> Renderer {
        var renderer: Renderer
        do { renderer = try Renderer(canvas: timeline.scene.canvas, scale: scale) } catch {
            throw CLIError(.dataError, "\(source): \(error)")
        }
        renderer.contents = try SceneLoader.contents(of: timeline, source: source, strict: strict)
        return renderer
    }

    /// The frame at `--at`, the `--filmstrip` sheet, or what `still` says.
    private func still(_ scene: Scene, _ renderer: Renderer, _ timeline: Timeline) async throws -> Canvas {
        if let at = options.at { return renderer.render(timeline, at: at) }
        let times: [Double]
        switch (options.filmstrip?.times, still) {
        case (let listed?, _): times = listed
        case (nil, .frame): return renderer.render(timeline, at: options.from ?? 0)
        case (nil, .filmstrip(let count)): times = try Self.spread(count, over: scene.timeline.duration)
        }
        var frames: [Canvas] = []
        await renderer.renderFrames(timeline, at: times) { _, frame in frames.append(frame) }
        do {
            return try FilmstripSheet().compose(frames, labels: times.map(FilmstripSheet.label(seconds:)))
        } catch { throw CLIError(.usage, "\(error)") }
    }

    private static func spread(_ count: Int, over duration: Double) throws(CLIError) -> [Double] {
        guard duration.isFinite else { throw CLIError(.usage, "the timeline has no end: list the times with --filmstrip") }
        guard count > 1 else { return [0] }
        return (0..<count).map { duration * Double($0) / Double(count - 1) }
    }

    private static func encodePNG(_ c: Canvas) throws(CLIError) -> [UInt8] {
        do { return try PNGEncoder().encode(c) } catch { throw CLIError(.ioError, "cannot encode PNG: \(error)") }
    }

    // MARK: Folder

    /// Renders into a hidden sibling folder, then moves the frames in place, so a failure leaves no frames behind.
    private func writeFolder(_ renderer: Renderer, _ timeline: Timeline, _ times: [Double]) async throws {
        let output = options.output
        let fm = FileManager.default
        let target = URL(fileURLWithPath: output.hasSuffix("/") ? String(output.dropLast()) : output)
        let staging = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).tmp-\(getpid())")
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw CLIError(.cannotCreate, "cannot create \(output): \(error.localizedDescription)")
        }
        var progress = ProgressBar(total: times.count)
        do {
            try await renderer.renderFrames(timeline, at: times) { i, frame in
                let name = String(format: "frame-%05d.png", i)
                try AtomicFile.write(Data(try Self.encodePNG(frame)), to: staging.appendingPathComponent(name).path)
                progress.advance(name)
            }
            try moveFrames(from: staging, to: target)
        } catch {
            try? fm.removeItem(at: staging)
            if let e = error as? CLIError { throw e }
            throw CLIError(.ioError, "cannot write \(output): \(error)")
        }
    }

    /// Renames `staging` to `target`, or its files into `target` when that folder exists already.
    private func moveFrames(from staging: URL, to target: URL) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
            guard rename(staging.path, target.path) == 0 else { throw CLIError(.cannotCreate, "cannot create \(options.output)") }
            return
        }
        guard isDirectory.boolValue else {
            throw CLIError(.cannotCreate, "cannot create folder \(options.output): a file is in the way")
        }
        for name in try fm.contentsOfDirectory(atPath: staging.path).sorted() {
            let destination = target.appendingPathComponent(name).path
            guard rename(staging.appendingPathComponent(name).path, destination) == 0 else {
                throw CLIError(.cannotCreate, "cannot create \(destination)")
            }
        }
        try? fm.removeItem(at: staging)
    }
}
