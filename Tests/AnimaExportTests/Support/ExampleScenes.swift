import AnimaCore
import AnimaFormat
import Foundation
import AnimaTestSupport

/// The repository's example scenes and fixture files, found in the checkout (no bundle resources).
enum ExampleScenes {
    static let examples = Repository.url("Examples")
    static let fixtures = Repository.url("Tests/AnimaExportTests/__Fixtures__")

    /// The names of `Examples/*.json` scenes (skeleton layouts and list states, which are not scenes, are skipped).
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { String($0.dropLast(5)) }
            .filter { (try? load($0)) != nil }
    }

    /// The decoded example scene `name`.
    static func load(_ name: String) throws -> Scene {
        let data = try Data(contentsOf: examples.appendingPathComponent(name + ".json"))
        return try SceneDecoder().decode(data)
    }

    /// A scene from JSON text.
    static func scene(_ json: String) throws -> Scene { try SceneDecoder().decode(json) }

    /// The text of a fixture file, or nil when it does not exist.
    static func fixture(_ relativePath: String) -> String? {
        try? String(contentsOf: fixtures.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Writes a fixture when `ANIMA_RECORD_GOLDEN=1` (a person then reviews the diff before committing).
    static func record(_ text: String, to relativePath: String) {
        guard ProcessInfo.processInfo.environment["ANIMA_RECORD_GOLDEN"] == "1" else { return }
        let url = fixtures.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }
}
