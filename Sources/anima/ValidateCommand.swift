import AnimaCore
import AnimaFormat
import AnimaRender
import AnimaSkeleton
import AnimaTransitions
import ArgumentParser

/// `anima validate FILE`: prints "ok", or every problem with its JSON path and exits with 65. Scenes, skeleton layouts
/// and list states are recognised by their fields, and each gets every check `render`, `export`, `skeleton` and
/// `transition` apply (format, timeline compilation, skeleton and list limits, the canvas' pixel limits), so a file
/// `validate` calls ok does not fail in them for its content.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene, skeleton layout or list state and print every problem with its JSON path.")

    @Argument(help: "The scene, skeleton layout or list state file (JSON).")
    var scene: String

    func run() throws {
        let data = try SceneLoader.read(scene)
        let kind = InputKind.of(data)
        let built: Scene
        switch kind {
        case .scene:
            built = try SceneLoader.load(scene)
        case .skeletonLayout:
            built = try check(kind) { try SkeletonLayoutDecoder().decode(data).scene() }
        case .listState:
            built = try check(kind) {
                let state = try ListStateDecoder().decode(data)
                return try TransitionPlan(from: state, to: state).scene()
            }
        }
        _ = try check(kind) { try Timeline(built) }
        _ = try check(kind) { try Renderer(canvas: built.canvas) }
        print("ok")
    }

    /// Runs one stage, turning its error into exit 65 with every issue listed.
    private func check<T>(_ kind: InputKind, _ stage: () throws -> T) throws(CLIError) -> T {
        do {
            return try stage()
        } catch let error as SceneDecodingError {
            throw CLIError(.dataError, Self.report(error.issues.map(\.description), kind: kind, path: scene))
        } catch let error as SkeletonError {
            throw CLIError(.dataError, Self.report(error.issues.map(\.description), kind: kind, path: scene))
        } catch {
            throw CLIError(.dataError, Self.report(["\(error)"], kind: kind, path: scene))
        }
    }

    private static func report(_ lines: [String], kind: InputKind, path: String) -> String {
        let count = lines.count == 1 ? "1 problem" : "\(lines.count) problems"
        return "\(path) is not a valid \(kind.rawValue) (\(count)):\n" + lines.map { "  \($0)" }.joined(separator: "\n")
    }
}
