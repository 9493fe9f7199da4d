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
        abstract: "Check a scene, skeleton layout or list state and print every problem with its JSON path.",
        discussion: "Every field of each format: the Scene Format, Skeleton Layout Format and List State Format "
            + "articles (`anima docs`).")

    @Argument(help: "The scene, skeleton layout or list state file (JSON).")
    var scene: String

    func run() throws {
        let data = try SceneLoader.read(scene)
        let kind = InputKind.of(data)
        let timeline: Timeline
        switch kind {
        case .scene:
            timeline = try SceneLoader.load(scene)
            // Images are decoded and text shaped too, so a corrupt PNG or a missing font shows up here, not mid-render.
            _ = try SceneLoader.contents(of: timeline, source: scene)
        case .skeletonLayout:
            timeline = try check(kind) { try Timeline(try SkeletonLayoutDecoder().decode(data).scene()) }
        case .listState:
            timeline = try check(kind) {
                let state = try ListStateDecoder().decode(data)
                return try Timeline(try TransitionPlan(from: state, to: state).scene())
            }
        }
        _ = try check(kind) { try Renderer(canvas: timeline.scene.canvas) }
        print("ok")
    }

    /// Runs one stage, turning its error into exit 65 with every issue listed.
    private func check<T>(_ kind: InputKind, _ stage: () throws -> T) throws(CLIError) -> T {
        do {
            return try stage()
        } catch let error as InputError {
            throw CLIError(.dataError, InputProblems.message(error.issues, in: scene, what: kind.rawValue))
        } catch let error as SkeletonError {
            throw CLIError(.dataError, InputProblems.message(error.issues, in: scene, what: kind.rawValue))
        } catch {
            throw CLIError(.dataError, InputProblems.message(["\(error)"], in: scene, what: kind.rawValue))
        }
    }
}
