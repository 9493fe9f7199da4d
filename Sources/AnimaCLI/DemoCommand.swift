import AnimaCore
import ArgumentParser
import Foundation

/// `anima demo [--out DIR]`: renders the built-in gallery (seed scenes, presets, skeleton styles, list transitions,
/// and the repository's examples when run from a checkout) to GIFs plus an `index.html`, in parallel.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the gallery: every seed scene, preset, skeleton style and transition, as GIFs + index.html.",
        discussion: "Output is deterministic: the same files, byte for byte, on every run. Progress shows on stderr "
            + "when it is a terminal.")

    @Option(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "DIR"))
    var out = "anima-demo"

    @Option(help: "Frames per second of the GIFs (at most 50).")
    var fps: Double = 30

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
        try await Self.writeGallery(items, to: out, fps: fps, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let seconds = Double((ContinuousClock.now - start).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - start).components.seconds)
        print("wrote \(items.count) GIFs and index.html to \(out)/ in \(String(format: "%.1f", seconds)) s")
    }

    /// Writes `items` as GIFs plus `index.html` into the folder `out`, creating it.
    static func writeGallery(_ items: [GalleryItem], to out: String, fps: Double, jobs: Int) async throws {
        try makeFolder(out)
        let sizes = try await render(items, to: out, fps: fps, jobs: jobs)
        let page = GalleryPage.html(items, sizes: sizes, seconds: nil)
        try AtomicFile.write(Data(page.utf8), to: out + "/index.html")
    }

    /// Renders every item to `<out>/<name>.gif`, at most `jobs` at once, longest first; returns the pixel sizes.
    private static func render(_ items: [GalleryItem], to out: String, fps: Double, jobs: Int) async throws
        -> [String: (width: Int, height: Int)] {
        let order = items.indices.sorted { items[$0].frameCount(fps: fps) > items[$1].frameCount(fps: fps) }
        let width = Swift.max(1, jobs)
        var progress = ProgressBar(total: items.count)
        var sizes: [String: (width: Int, height: Int)] = [:]
        try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            var next = 0
            func launch() {
                guard next < order.count else { return }
                let i = order[next], item = items[i]
                next += 1
                group.addTask { (i, try await SceneOutput.gif(SceneOutput.compile(item.scene, source: item.name), fps: fps, scale: 1, source: item.name)) }
            }
            for _ in 0..<width { launch() }
            while let (i, bytes) = try await group.next() {
                launch()
                try AtomicFile.write(Data(bytes), to: "\(out)/\(items[i].name).gif")
                sizes[items[i].name] = (Int(items[i].scene.canvas.width.rounded()), Int(items[i].scene.canvas.height.rounded()))
                progress.advance(items[i].name)
            }
        }
        return sizes
    }

    private static func makeFolder(_ path: String) throws(CLIError) {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw CLIError(.cannotCreate, "cannot create \(path): \(error.localizedDescription)")
        }
    }
}
