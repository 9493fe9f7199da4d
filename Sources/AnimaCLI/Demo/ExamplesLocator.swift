import Foundation

/// Finds the repository's `Examples/` folder, when the demo runs from a checkout: from the current directory or
/// the executable's, and their parents (`.build/release/anima` sits three levels below the repository).
enum ExamplesLocator {
    /// The folder holding `bell.json`, if any.
    static func find() -> URL? {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for start in [cwd, executable] {
            var dir = start.standardizedFileURL
            for _ in 0..<6 {
                let candidate = dir.appendingPathComponent("Examples")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("bell.json").path) {
                    return candidate
                }
                dir.deleteLastPathComponent()
            }
        }
        return nil
    }

    /// The `.json` files directly in `folder`, sorted by name.
    static func jsonFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
