import AnimaCore
import AnimaPresets
import ArgumentParser

/// `anima preset NAME [--param k=v …] -o OUT`: writes a scene showing one preset on a sample layer, as the scene
/// JSON, a GIF, a PNG (one frame with --at, else a filmstrip) or a folder of frames.
struct PresetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preset",
        abstract: "Write a scene showing one preset, as JSON, GIF, PNG or a folder of frames.",
        discussion: """
        The output is written as by `anima render`: .json (the scene, for sample/render/export), .gif (the \
        animation, at 30 fps unless --fps), .png (one frame with --at, the --filmstrip times, or by default six frames \
        side by side) or a folder. `anima presets --parameters` lists every preset's parameters.
        """)

    @Argument(help: "The preset's name (see `anima presets`).")
    var name: String

    @Option(name: .customLong("param"), help: ArgumentHelp("A parameter, e.g. --param duration=0.5 (repeatable).",
                                                           valueName: "NAME=VALUE"))
    var parameters: [String] = []

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let scene = try Self.scene(name, parameters)
        try await SceneOutput(output, defaultFPS: 30, still: .filmstrip(count: 6)).write(scene, source: "preset \(name)")
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
}
