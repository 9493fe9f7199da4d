import ArgumentParser
import Foundation

/// `anima preview FILE`: a live page on 127.0.0.1 to play, scrub and inspect an animation while its file is edited.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page on 127.0.0.1 that plays, scrubs and inspects a scene, skeleton layout or list state.",
        discussion: """
        FILE may be a scene, a skeleton layout, or one half of a list-state pair named NAME.before.json and \
        NAME.after.json (animated with the transform animator). The page plays Anima's own rendered frames (what \
        `anima render` draws) with a scrubber, frame stepping, loop and speed 0.1×–2×; lists the layer tree, where a \
        click plots the layer's animated key paths over time; shows the Web export beside it, kept at the same time; \
        and lists problems with their JSON paths when FILE is invalid. The page reloads when FILE changes on disk. \
        The server binds to 127.0.0.1 only, answers GET and HEAD only, serves no file outside FILE's folder, and \
        stops on Ctrl-C.
        """)

    @Argument(help: "The scene, skeleton layout or list state (JSON).")
    var file: String

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (0 picks a free one).", valueName: "N"))
    var port: Int = 8765

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535") }
    }

    func run() async throws {
        _ = try SceneLoader.read(file)
        do {
            try await PreviewServer(input: PreviewInput(path: file), port: port).run { url in
                FileHandle.standardOutput.write(Data("anima preview: \(url) (Ctrl-C stops)\n".utf8))
            }
        } catch {
            throw CLIError(.ioError, "cannot serve on 127.0.0.1:\(port): \(error)")
        }
    }
}
