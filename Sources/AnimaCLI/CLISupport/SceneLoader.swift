import AnimaCore
import AnimaFormat
import AnimaRender
import Foundation

/// Reads and validates a scene file for a command: 66 when it cannot be read, 65 listing every problem when invalid.
enum SceneLoader {
    /// The scene at `path`, compiled once by the decoder that checked it.
    static func load(_ path: String) throws(CLIError) -> Timeline {
        let data = try read(path)
        do {
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            return try SceneDecoder(baseDirectory: folder).decodeTimeline(data)
        } catch {
            throw CLIError(.dataError, InputProblems.message(error.issues, in: path, what: "scene"))
        }
    }

    /// The scene's images decoded and text shaped (once, before any frame), with font warnings printed on stderr;
    /// a corrupt image or unreadable font is a data error naming the layer's JSON path. With `strict`, a font that
    /// is not installed is a data error too (the same message, nothing drawn) instead of a warning.
    static func contents(of timeline: Timeline, source: String, strict: Bool = false) throws(CLIError) -> ContentStore {
        let scene = timeline.scene
        let store: ContentStore
        do {
            store = try ContentStore(timeline)
        } catch {
            let issue = InputIssue(path: LayerPaths.jsonPath(layerID: error.layerID, field: error.property, in: scene),
                                   message: error.message)
            throw CLIError(.dataError, InputProblems.message([issue], in: source, what: "scene"))
        }
        let warnings = store.warnings.map { w in
            InputIssue(path: LayerPaths.jsonPath(layerID: w.layerID, field: w.property, in: scene), message: w.message)
        }
        if strict, !warnings.isEmpty {
            throw CLIError(.dataError, InputProblems.message(warnings, in: source, what: "scene with --strict"))
        }
        for w in warnings { StandardError.write("anima: warning: \(source): \(w)\n") }
        return store
    }

    /// The file's bytes, refusing directories and files over the format's size limit before reading them.
    static func read(_ path: String) throws(CLIError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError(.noInput, "cannot open \(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CLIError(.noInput, "cannot open \(path): it is a directory") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= FormatLimits.maxInputBytes else {
            throw CLIError(.dataError, "\(path) is \(size) bytes; scene files are limited to \(FormatLimits.maxInputBytes) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError(.noInput, "cannot open \(path): permission denied")
        }
        defer { try? handle.close() }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw CLIError(.ioError, "cannot read \(path): \(error.localizedDescription)")
        }
    }
}
