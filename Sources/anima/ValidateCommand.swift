import ArgumentParser

/// `anima validate SCENE`: prints "ok", or every problem with its JSON path and exits with 65.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene file and print every problem with its JSON path.")

    @Argument(help: "The scene file (JSON).")
    var scene: String

    func run() throws {
        _ = try SceneLoader.load(scene)
        print("ok")
    }
}
