import AnimaCore
import AnimaExport
import ArgumentParser
import Foundation

/// `anima export SCENE --format F -o OUT`: writes the scene for another runtime, reporting what it cannot express.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a scene as a Web page, CSS, Lottie, SVG, a Core Animation description or Swift source.",
        discussion: """
        Formats: web (HTML page animated with element.animate()), css (@keyframes stylesheet), lottie (Bodymovin 5.7 \
        JSON), svg (one frame, --at T), coreanimation (CAAnimation/CALayer description as JSON), swift (source that \
        builds the CALayers and CAAnimations). Lottie draws layers in perspective projected at every frame, which every \
        player shows; --lottie-3d writes them as 3D layers (ddd) seen by a camera instead, for players with 3D such \
        as lottie-web's HTML renderer. What the format cannot express is listed on stderr as warnings; \
        with --strict any warning is an error (exit 65) and nothing is written.
        """)

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(help: "The format.")
    var format: ExportFormat

    @Option(name: .shortAndLong, help: ArgumentHelp("The output file.", valueName: "OUT"))
    var output: String

    @Option(help: ArgumentHelp("The scene time of the SVG frame, in seconds.", valueName: "T"))
    var at: Double = 0

    @Flag(name: .customLong("lottie-3d"),
          help: "Lottie only: write layers in perspective as 3D layers with a camera instead of projecting them.")
    var lottie3D = false

    @Flag(help: "Fail (exit 65) instead of writing when the format cannot express the whole scene.")
    var strict = false

    func validate() throws {
        guard at.isFinite else { throw ValidationError("--at expects a finite number of seconds") }
        guard !lottie3D || format == .lottie else { throw ValidationError("--lottie-3d applies to --format lottie only") }
    }

    func run() throws {
        let result = format.export(try SceneLoader.load(scene), at: at, lottie: LottieOptions(threeD: lottie3D))
        let report = ExportWarningGroup.group(result.warnings).map { "warning: \($0)" }.joined(separator: "\n")
        if strict, !result.warnings.isEmpty {
            throw CLIError(.dataError, "\(format) cannot express all of \(scene) (--strict):\n" + report)
        }
        if !report.isEmpty { StandardError.write(report + "\n") }
        try AtomicFile.write(Data(result.text.utf8), to: output)
    }
}
