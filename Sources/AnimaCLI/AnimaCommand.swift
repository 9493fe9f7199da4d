import ArgumentParser

/// The `anima` tool: each subcommand lives in its own `<Name>Command.swift`.
@main
struct AnimaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "anima",
        abstract: "Sample, validate, render and export Core Animation-style scenes.",
        discussion: "Exit codes follow sysexits: 0 ok, 64 usage, 65 bad input data, 66 missing input, "
            + "73 cannot create output, 74 I/O error. The documentation, with an article per file format: `anima docs`.",
        subcommands: [
            DemoCommand.self,
            RenderCommand.self,
            SampleCommand.self,
            ValidateCommand.self,
            LimitsCommand.self,
            ExportCommand.self,
            SkeletonCommand.self,
            TransitionCommand.self,
            PresetsCommand.self,
            PresetCommand.self,
            PreviewCommand.self,
            DocsCommand.self,
        ])

    /// Runs the chosen subcommand, reporting a `CLIError` as `anima: <message>` with its exit status.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as CLIError {
            StandardError.write("anima: \(error.message)\n")
            Self.exit(withError: ExitCode(error.code.rawValue))
        } catch {
            exit(withError: error)
        }
    }
}
