import AnimaCore
import AnimaFormat
import AnimaPresets
import AnimaRender
import ArgumentParser
import Foundation

/// `anima preset NAME [--param k=v …] -o OUT`: writes a scene showing one preset on a sample layer, as the scene
/// JSON, a GIF, or a PNG (one frame with --at, else a six-frame filmstrip).
struct PresetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset",
        abstract: "Write a scene showing one preset, as JSON, GIF or PNG.",
        discussion: """
        The output's extension picks the format: .json (the scene, for sample/render/export), .gif (the animation), \
        .png (one frame with --at, else six frames side by side). `anima presets --parameters` lists every preset's \
        parameters.
        """)

    @Argument(help: "The preset's name (see `anima presets`).")
    var name: String

    @Option(name: .customLong("param"), help: ArgumentHelp("A parameter, e.g. --param duration=0.5 (repeatable).",
                                                           valueName: "NAME=VALUE"))
    var parameters: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file: .json, .gif or .png.", valueName: "OUT"))
    var output: String

    @Option(help: "Frames per second of a GIF (at most 50).")
    var fps: Double = 30

    @Option(help: ArgumentHelp("For a PNG: the one scene time to draw, in seconds.", valueName: "T"))
    var at: Double?

    func validate() throws {
        guard ["json", "gif", "png"].contains(outputExtension) else {
            throw ValidationError("-o must end in .json, .gif or .png, got '\(output)'")
        }
        guard fps > 0, fps <= GIFTiming.maxFramesPerSecond else { throw ValidationError("--fps must be in (0, 50]") }
        if let at, !(at.isFinite && at >= 0) { throw ValidationError("--at must be a time ≥ 0") }
    }

    func run() throws {
        let scene = try Self.scene(name, parameters)
        let bytes: Data
        do {
            switch outputExtension {
            case "json": bytes = try SceneEncoder().encode(scene)
            case "gif": bytes = Data(try SceneRendering.gif(scene, fps: fps))
            default: bytes = Data(try SceneRendering.png(scene, times: at.map { [$0] } ?? SceneRendering.filmstripTimes(scene, count: 6)))
            }
        } catch {
            throw CLIError(.dataError, "preset \(name): \(error)")
        }
        try AtomicFile.write(bytes, to: output)
    }

    /// The preset's sample scene with `parameters` applied; unknown names and bad values are usage errors (64).
    static func scene(_ name: String, _ parameters: [String]) throws(CLIError) -> Scene {
        do {
            let preset = try PresetCatalog.preset(named: name)
            return preset.scene(try preset.arguments(parsing: parameters))
        } catch {
            throw CLIError(.usage, error.message)
        }
    }

    private var outputExtension: String { URL(fileURLWithPath: output).pathExtension.lowercased() }
}
