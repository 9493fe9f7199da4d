import AnimaCore
import AnimaFormat
import AnimaSkeleton
import ArgumentParser
import Foundation

/// `anima skeleton LAYOUT -o OUT`: builds the skeleton of a layout file and writes it as a GIF, a PNG
/// (one frame or a filmstrip), a folder of frames or the Scene itself (JSON).
struct SkeletonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skeleton",
        abstract: "Build a skeleton loading screen from a layout file and render or print it.",
        discussion: """
        Options override the layout's own "skeleton" settings. A bone made from view N is layer N, a label's lines \
        N.line0, N.line1, …; list cells are prefixed cell0/, cell1/, … (and section<s>/). The output is written as by \
        `anima render`: .gif (at the scene's 25 fps unless --fps), .png (one frame with --at, the --filmstrip times, \
        or by default six frames across the timeline), .json (the Scene, for sample/render/export) or a folder. \
        Every field of the layout file: the Skeleton Layout Format article (`anima docs`).
        """)

    @Argument(help: "The skeleton layout (JSON).")
    var layout: String

    @Option(help: "The style.")
    var style: SkeletonStyle?

    @Option(help: "The shimmer direction.")
    var direction: ShimmerDirection?

    @Flag(help: "Mirror the layout and read it right to left (sweep, drop order, alignment and anchors mirror).")
    var rtl = false

    @Flag(help: "Honour reduced motion: no sweep or movement (a slow fade, or static with --reduced-motion-style).")
    var reduceMotion = false

    @Option(help: "What reduced motion shows.")
    var reducedMotionStyle: ReducedMotionStyle?

    @Flag(help: "Use the dark palette.")
    var dark = false

    @Option(help: ArgumentHelp("Data arrives at this scene time: show the reveal lifecycle.", valueName: "T"))
    var revealAt: Double?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let revealAt, !(revealAt.isFinite && revealAt >= 0) { throw ValidationError("--reveal-at must be a time ≥ 0") }
    }

    func run() async throws {
        var layout = try load(self.layout)
        if rtl { layout = layout.mirroredForRightToLeft() }
        layout.settings += overrides
        if let revealAt {
            var reveal = layout.reveal ?? SkeletonReveal(dataArrival: revealAt)
            reveal.dataArrival = revealAt
            layout.reveal = reveal
        }
        let scene: Scene
        do {
            scene = try layout.scene()
        } catch {
            throw CLIError(.dataError, "\(self.layout): \(error)")
        }
        try await SceneOutput(output, still: .filmstrip(count: 6)).write(scene, source: self.layout)
    }

    /// The settings the options add on top of the layout's own.
    private var overrides: [SkeletonSetting] {
        var settings: [SkeletonSetting] = []
        if let style { settings.append(.style(style)) }
        if let direction { settings.append(.shimmerDirection(direction)) }
        if reduceMotion { settings.append(.reduceMotion(true)) }
        if let reducedMotionStyle { settings.append(.reducedMotionStyle(reducedMotionStyle)) }
        if dark { settings.append(.appearance(.dark)) }
        return settings
    }

    private func load(_ path: String) throws(CLIError) -> SkeletonLayout {
        let data = try SceneLoader.read(path)
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            return try SkeletonLayoutDecoder(baseDirectory: folder).decode(data)
        } catch {
            throw CLIError(.dataError, InputProblems.message(error.issues, in: path, what: "skeleton layout"))
        }
    }
}
