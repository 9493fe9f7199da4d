import AnimaTestSupport
import Foundation
import Testing

/// Runs the built `anima` executable, which SwiftPM builds next to the test bundle because this target depends on it.
enum AnimaProcess {
    /// What a run printed and how it exited.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable beside the running test bundle, nil if it cannot be found.
    static let executable: URL? = {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return directories.map { $0.appendingPathComponent("anima") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `anima` with `arguments`.
    static func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Result {
        let executable = try #require(executable, "the anima executable was not found next to the test bundle",
                                      sourceLocation: sourceLocation)
        let output = try ExternalProcess(executable.path).run(arguments)
        return Result(status: output.status, stdout: output.stdoutText, stderr: output.stderrText)
    }

    /// The path of a seed scene in Examples/.
    static func example(_ name: String) -> String { Repository.url("Examples/\(name)").path }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "scene.json") throws -> String {
        try TemporaryFiles.file(Array(text.utf8), name: name).path
    }

    /// The rows of `anima sample`'s JSON output.
    static func rows(_ stdout: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try #require(parsed as? [[String: Any]], sourceLocation: sourceLocation)
    }
}
