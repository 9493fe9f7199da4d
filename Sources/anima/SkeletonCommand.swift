import AnimaCore
import AnimaFormat
import AnimaRender
import AnimaSkeleton
import ArgumentParser
import Foundation

/// `anima skeleton LAYOUT -o OUT`: builds the skeleton of a layout file (DESIGN.md §5b) and writes it as a GIF, a PNG
/// (one frame or a filmstrip) or the Scene itself (JSON).
struct SkeletonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skeleton",
        abstract: "Build a skeleton loading screen from a layout file (DESIGN.md §5b) and render or print it.",
        discussion: """
        Options override the layout's own "skeleton" settings. A bone made from view N is layer N, a label's lines \
        N.line0, N.line1, …; list cells are prefixed cell0/, cell1/, … (and section<s>/). The output's extension \
        picks the format: .gif, .png (a filmstrip of --filmstrip times, or one frame with --at) or .json (the Scene, \
        for sample/render/export).
        """)

    @Argument(help: "The skeleton layout (JSON).")
    var layout: String

    @Option(help: "The style: \(SkeletonStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: String?

    @Option(help: "The shimmer direction: \(ShimmerDirection.allCases.map(\.rawValue).joined(separator: ", ")).")
    var direction: String?

    @Flag(help: "Mirror the layout and read it right to left (sweep, drop order, alignment and anchors mirror).")
    var rtl = false

    @Flag(help: "Honour reduced motion: no sweep or movement (a slow fade, or static with --reduced-motion-style).")
    var reduceMotion = false

    @Option(help: "What reduced motion shows: fade or static.")
    var reducedMotionStyle: String?

    @Flag(help: "Use the dark palette.")
    var dark = false

    @Option(help: ArgumentHelp("Data arrives at this scene time: show the reveal lifecycle.", valueName: "T"))
    var revealAt: Double?

    @Option(name: .shortAndLong, help: ArgumentHelp("The output: .gif, .png or .json.", valueName: "OUT"))
    var output: String

    @Option(help: ArgumentHelp("For .png: one frame at this scene time.", valueName: "T"))
    var at: Double?

    @Option(help: ArgumentHelp("For .png: a filmstrip of these scene times (default: 6 across the timeline).",
                               valueName: "T1,T2,…"))
    var filmstrip: String?

    @Option(help: "For .gif: frames per second (at most 50).")
    var fps: Double = 25

    func validate() throws {
        guard ["gif", "png", "json"].contains(outputExtension) else {
            throw ValidationError("the output must end in .gif, .png or .json, got '\(output)'")
        }
        guard fps > 0, fps <= GIFTiming.maxFramesPerSecond else { throw ValidationError("--fps must be in (0, 50]") }
        if let at, !(at.isFinite && at >= 0) { throw ValidationError("--at must be a time ≥ 0") }
        if let revealAt, !(revealAt.isFinite && revealAt >= 0) { throw ValidationError("--reveal-at must be a time ≥ 0") }
        _ = try overrides()
        _ = try filmstripTimes(duration: 1)
    }

    func run() throws {
        var layout = try load(self.layout)
        if rtl { layout = layout.mirroredForRightToLeft() }
        layout.settings += try overrides()
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
        try AtomicFile.write(try encode(scene), to: output)
    }

    /// The settings the options add on top of the layout's own.
    private func overrides() throws -> [SkeletonSetting] {
        var settings: [SkeletonSetting] = []
        if let style { settings.append(.style(try Self.parse(style, "--style", SkeletonStyle.self))) }
        if let direction { settings.append(.shimmerDirection(try Self.parse(direction, "--direction", ShimmerDirection.self))) }
        if reduceMotion { settings.append(.reduceMotion(true)) }
        if let reducedMotionStyle {
            settings.append(.reducedMotionStyle(try Self.parse(reducedMotionStyle, "--reduced-motion-style", ReducedMotionStyle.self)))
        }
        if dark { settings.append(.appearance(.dark)) }
        return settings
    }

    private static func parse<E: RawRepresentable & CaseIterable>(_ text: String, _ option: String, _: E.Type) throws -> E
        where E.RawValue == String {
        guard let value = E(rawValue: text) else {
            throw ValidationError("\(option): unknown value '\(text)'; expected one of \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    private var outputExtension: String { URL(fileURLWithPath: output).pathExtension.lowercased() }

    private func load(_ path: String) throws(CLIError) -> SkeletonLayout {
        let data = try SceneLoader.read(path)
        do {
            return try SkeletonLayoutDecoder().decode(data)
        } catch {
            let count = error.issues.count == 1 ? "1 problem" : "\(error.issues.count) problems"
            throw CLIError(.dataError, "\(path) is not a valid skeleton layout (\(count)):\n"
                + error.issues.map { "  \($0)" }.joined(separator: "\n"))
        }
    }

    private func encode(_ scene: Scene) throws -> Data {
        if outputExtension == "json" { return try SceneEncoder().encode(scene) }
        let timeline = try Timeline(scene)
        let renderer = try Renderer(canvas: scene.canvas)
        if outputExtension == "gif" {
            // A looping skeleton's duration is a whole cycle: the frame at the end equals the first, so leave it out.
            let count = max(1, Int((scene.timeline.duration * fps).rounded(.down)))
            let frames = (0..<count).map { renderer.render(timeline, at: Double($0) / fps) }
            return Data(try GIFEncoder.encode(frames, delays: GIFTiming.delays(frameCount: count, fps: fps)))
        }
        let times = try at.map { [$0] } ?? filmstripTimes(duration: scene.timeline.duration)
        return Data(try PNGEncoder().encode(try Filmstrip.sideBySide(times.map { renderer.render(timeline, at: $0) })))
    }

    /// The `--filmstrip` times, or six evenly spaced over `duration`.
    private func filmstripTimes(duration: Double) throws -> [Double] {
        guard let filmstrip else { return (0..<6).map { duration * Double($0) / 6 } }
        return try filmstrip.split(separator: ",").map { part in
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0 else {
                throw ValidationError("--filmstrip takes comma-separated times ≥ 0, got '\(part)'")
            }
            return t
        }
    }
}
