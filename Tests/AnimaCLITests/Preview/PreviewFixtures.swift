import AnimaTestSupport
import Foundation

/// Files for the preview tests: a fresh folder holding `scene.json`, the bell seed scene, and the artifacts folder.
enum PreviewFixtures {
    /// A temporary folder with `scene.json` in it.
    struct Folder {
        var url: URL
        var scene: String { url.appendingPathComponent("scene.json").path }
    }

    /// `Examples/bell.json`: 320 × 200 at scale 1 on an opaque background, ringing for its first second.
    static var bell: String { example("bell.json") }

    /// `Examples/basics.json`: 390 × 300 at scale 1 on white, four squares with basic and grouped animations.
    static var basics: String { example("basics.json") }

    private static func example(_ name: String) -> String {
        (try? String(contentsOfFile: AnimaProcess.example(name), encoding: .utf8)) ?? ""
    }

    /// A new folder whose `scene.json` holds `text`.
    static func folder(with text: String) throws -> Folder {
        let url = try TemporaryFiles.directory("anima-preview")
        try Data(text.utf8).write(to: url.appendingPathComponent("scene.json"))
        return Folder(url: url)
    }

    /// `.build/preview-artifacts/` in the package, where the browser tests leave their screenshots.
    static func artifacts() throws -> URL {
        let url = Repository.url(".build/preview-artifacts")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
