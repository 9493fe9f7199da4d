import Foundation

/// The package checkout the tests run from: the one place that finds the repository root.
package enum Repository {
    /// The directory holding Package.swift, found by walking up from this source file.
    package static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// A file or folder of the checkout, by its path relative to the root (`"Examples/bell.json"`).
    package static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The top-level `Examples/*.json` files, sorted by name.
    package static var exampleFiles: [URL] {
        let folder = url("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
