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
    static func run(_ arguments: [String]) throws -> Result {
        let executable = try #require(executable, "the anima executable was not found next to the test bundle")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("anima-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("stdout"), err = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }

    /// The path of a seed scene in Examples/.
    static func example(_ name: String, file: String = #filePath) -> String {
        var url = URL(fileURLWithPath: file).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Examples").appendingPathComponent(name).path
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "scene.json") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("anima-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The rows of `anima sample`'s JSON output.
    static func rows(_ stdout: String) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try #require(parsed as? [[String: Any]])
    }
}
