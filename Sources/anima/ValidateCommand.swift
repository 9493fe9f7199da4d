import ArgumentParser

/// `anima validate SCENE`: prints "ok", or every problem with its JSON path and exits with 65.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene file and print every problem with its JSON path.")

    @Argument(help: "The scene file (JSON).")
    var scene: String

    func run() throws {
        let timeline = try SceneLoader.load(scene)
        // Images are decoded and text shaped too, so a corrupt PNG or a missing font shows up here, not mid-render.
        _ = try SceneLoader.contents(of: timeline, source: scene)
        print("ok")
    }
}
