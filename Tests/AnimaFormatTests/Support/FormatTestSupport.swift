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
func issues(_ json: String) -> [InputIssue] {
    do {
        _ = try SceneDecoder().decode(json)
        return []
    } catch {
        return error.issues
    }
}

/// The one issue at `path`, recorded as a test failure if there is not exactly one.
func issue(at path: String, in json: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputIssue? {
    let all = issues(json)
    let matching = all.filter { $0.path == path }
    #expect(matching.count == 1, "expected one issue at \(path), got: \(all)", sourceLocation: sourceLocation)
    return matching.first
}
