import AnimaCore
import AnimaFormat
import Foundation
import Testing

/// A version-1 document around a `layers` array given as JSON text.
func document(layers: String, canvas: String = #"{"width": 200, "height": 100}"#,
              timeline: String = #"{"duration": 2, "fps": 30}"#) -> String {
    #"{"version": 1, "canvas": \#(canvas), "timeline": \#(timeline), "layers": \#(layers)}"#
}

/// A document with one layer `a` carrying `animations` (JSON text).
func document(animations: String) -> String {
    document(layers: #"[{"id": "a", "frame": [0, 0, 10, 10], "animations": \#(animations)}]"#)
}

/// The issues decoding `json` reports (empty when it decodes).
func issues(_ json: String) -> [SceneIssue] {
    do {
        _ = try SceneDecoder().decode(json)
        return []
    } catch {
        return error.issues
    }
}

/// The one issue at `path`, recorded as a test failure if there is not exactly one.
func issue(at path: String, in json: String, sourceLocation: SourceLocation = #_sourceLocation) -> SceneIssue? {
    let all = issues(json)
    let matching = all.filter { $0.path == path }
    #expect(matching.count == 1, "expected one issue at \(path), got: \(all)", sourceLocation: sourceLocation)
    return matching.first
}

/// The package's root directory, found by walking up from this file.
func packageRoot(from file: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        url.deleteLastPathComponent()
    }
    return url
}

/// The seed scenes in Examples/ (top level only).
func exampleFiles() -> [URL] {
    let dir = packageRoot().appendingPathComponent("Examples")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { dir.appendingPathComponent($0) }
}

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }
