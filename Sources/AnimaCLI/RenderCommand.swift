import ArgumentParser

/// `anima render SCENE -o OUT`: draws a scene to a GIF, a PNG (one frame or a filmstrip) or a folder of PNGs.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a GIF, a PNG, a filmstrip PNG or a folder of PNG frames.",
        discussion: """
        The output's form follows its name: OUT.gif is the animation from --from to --to at --fps (default: the \
        scene's timeline fps); OUT.png is one frame (--at T, default --from) or, with --filmstrip T1,T2,…, those \
        frames side by side with time labels; OUT.json is the scene as read, re-encoded; any other name (or an \
        existing folder, or a name ending in /) is a folder of frame-00000.png, … files. \
        Frames are taken at from + i/fps for every i with that time before --to, so a looping GIF does not repeat \
        its first frame. GIF delays are whole hundredths of a second whose running sum follows the real frame \
        times; since browsers slow delays under 2/100 s, GIFs are limited to 50 fps. Frames render on all cores; \
        the output is byte-identical whatever the core count. Files are written to a temporary name and renamed.
        """)

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await SceneOutput(output).write(try SceneLoader.load(scene), source: scene)
    }
}
