import AnimaCore
import ArgumentParser
import Foundation

/// `anima demo [--out DIR]`: renders the built-in gallery (seed scenes, presets, skeleton styles, list transitions,
/// and the repository's examples when run from a checkout) to GIFs plus an `index.html`, in parallel.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the gallery: every seed scene, preset, skeleton style and transition, as GIFs + index.html.",
        discussion: "GIFs keep the quality floors of `anima render` and take the encoder's quick search (a few percent "
            + "larger, in well under half the time). "
            + "Output is deterministic: the same files, byte for byte, on every run. A GIF that an earlier run "
            + "of the same build wrote into the folder from the same scene is kept, not rendered again (the keys are "
            + "in \(GalleryCache.fileName) there). Progress shows on stderr: a bar on a terminal, a line every few "
            + "seconds elsewhere.")

    @Option(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "DIR"))
    var out = "anima-demo"

    /// The gallery's frame rate unless `--fps` says otherwise: 25, a sixth fewer frames to render and encode than
    /// 30 (figures in docs/performance.md), and every GIF delay exactly 4 hundredths of a second, where 30 fps
    /// alternates 3, 3 and 4.
    static let defaultFPS: Double = 25

    @Option(help: "Frames per second of the GIFs (at most 50).")
    var fps: Double = DemoCommand.defaultFPS

    @Option(help: "Pictures rendered at once (default: one per processor).")
    var jobs: Int?

    func validate() throws {
        guard fps > 0, fps <= 50 else { throw ValidationError("--fps must be in (0, 50]") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() async throws {
        let start = ContinuousClock.now
        let items: [GalleryItem]
        do { items = try GalleryCatalog.items(examples: ExamplesLocator.find()) } catch let error as CLIError {
            throw error
        } catch { throw CLIError(.dataError, "cannot build the gallery: \(error)") }
        let rendered = try await Self.writeGallery(items, to: out, fps: fps,
                                                   jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - start).components.seconds)
        let kept = rendered == items.count ? "" : " (\(items.count - rendered) unchanged since the last run of this build)"
        print("wrote \(items.count) GIFs\(kept) and index.html to \(out)/ in \(String(format: "%.1f", seconds)) s")
    }

    /// Writes `items` as GIFs plus `index.html` into the folder `out`, creating it; returns how many GIFs were
    /// rendered (the others were current already).
    @discardableResult
    static func writeGallery(_ items: [GalleryItem], to out: String, fps: Double, jobs: Int) async throws -> Int {
        try makeFolder(out)
        let rendered = try await render(items, to: out, fps: fps, jobs: jobs)
        let pairs = items.map { ($0.name, (width: Int($0.scene.canvas.width.rounded()), height: Int($0.scene.canvas.height.rounded()))) }
        let sizes = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
        let page = GalleryPage.html(items, sizes: sizes, seconds: nil)
        try AtomicFile.write(Data(page.utf8), to: out + "/index.html")
        return rendered
    }

    /// Renders every item to `<out>/<name>.gif`, at most `jobs` at once, most pixels first (the largest one last would
    /// run alone at the end), except those an earlier run of this build wrote there from the same scene
    /// (`GalleryCache`); returns how many it rendered.
    private static func render(_ items: [GalleryItem], to out: String, fps: Double, jobs: Int) async throws -> Int {
        var cache = GalleryCache(folder: out)
        let keys = items.map { cache.key(of: $0, fps: fps) }
        let stale = items.indices.filter { !cache.isCurrent(items[$0].name, key: keys[$0]) }
        let order = stale.sorted { items[$0].pixelCount(fps: fps) > items[$1].pixelCount(fps: fps) }
        let width = Swift.max(1, jobs)
        var progress = ProgressBar(total: order.count)
        try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            var next = 0
            func launch() {
                guard next < order.count else { return }
                let i = order[next], item = items[i]
                next += 1
                group.addTask {
                    let timeline = try SceneOutput.compile(item.scene, source: item.name)
                    return (i, try await SceneOutput.gif(timeline, fps: fps, scale: 1, effort: .quick, source: item.name))
                }
            }
            for _ in 0..<width { launch() }
            while let (i, bytes) = try await group.next() {
                launch()
                try AtomicFile.write(Data(bytes), to: "\(out)/\(items[i].name).gif")
                cache.record(items[i].name, key: keys[i], bytes: bytes.count)
                progress.advance(items[i].name)
            }
        }
        try cache.write(keeping: items.map(\.name))
        return order.count
    }

    private static func makeFolder(_ path: String) throws(CLIError) {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw CLIError(.cannotCreate, "cannot create \(path): \(error.localizedDescription)")
        }
    }
}
