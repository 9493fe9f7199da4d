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

        SwiftUI previews: when FILE is a Swift file (or a folder of them), `--list` prints its `#Preview`s and \
        `PreviewProvider`s (number, name, line) without compiling anything. `--draw DIR` (the default for a Swift \
        file: .build/anima-previews/NAME) compiles the files with a small runner against this anima's own build of \
        the SwiftUI module, hosts each preview in UIHostingController, records --duration seconds of the virtual \
        clock and writes DIR/NN-name.json (the Scene, for `anima render` and `anima preview`) and DIR/NN-name.png (a \
        filmstrip of five moments). Without --draw, built with the Preview trait, the first preview is then served.
        """)

    @Argument(help: "The scene, skeleton layout or list state (JSON), or a Swift file or folder with SwiftUI previews.")
    var file: String

    @Flag(help: "List the #Preview and PreviewProvider previews of a Swift file or folder, and exit.")
    var list = false

    @Option(help: ArgumentHelp("Draw a Swift file's previews into DIR (scenes and filmstrips), and exit.", valueName: "DIR"))
    var draw: String?

    @Option(help: ArgumentHelp("Seconds of the virtual clock each drawn preview is recorded for.", valueName: "T"))
    var duration: Double = 2

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (0 picks a free one).", valueName: "N"))
    var port: Int = 8765

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535") }
        guard duration.isFinite, duration > 0, duration <= 600 else { throw ValidationError("--duration must be in (0, 600] seconds") }
    }

    func run() async throws {
        if let swift = try SwiftPreviews(path: file) {
            if list { return print(swift.listing(), terminator: "") }
            let drawn = try await swift.draw(into: draw ?? swift.defaultFolder, duration: duration)
            #if Preview
            if draw == nil, let first = drawn.first { try await serve(first) }
            #else
            _ = drawn
            #endif
            return
        }
        if list || draw != nil { throw CLIError(.usage, "--list and --draw take a Swift file or a folder of Swift files") }
        try await serve(file)
    }

    private func serve(_ file: String) async throws {
        _ = try SceneLoader.read(file)
        #if Preview
        do {
            try await PreviewServer(input: PreviewInput(path: file), port: port).run { url in
                FileHandle.standardOutput.write(Data("anima preview: \(url) (Ctrl-C stops)\n".utf8))
            }
        } catch {
            throw CLIError(.ioError, "cannot serve on 127.0.0.1:\(port): \(error)")
        }
        #else
        throw CLIError(.usage, Self.needsTrait)
        #endif
    }

    /// What `anima preview` says when it was built without its server.
    static let needsTrait = "anima preview: this anima was built without the preview server; run "
        + "`swift run --traits Preview anima preview FILE` (the server's SwiftNIO stack is left out of other builds)"
}
