import AnimaCore
import AnimaFormat
import Foundation

/// Reads and validates a scene file for a command: 66 when it cannot be read, 65 listing every problem when invalid.
enum SceneLoader {
    /// The scene at `path`.
    static func load(_ path: String) throws(CLIError) -> Scene {
        let data = try read(path)
        do {
            return try SceneDecoder().decode(data)
        } catch {
            throw CLIError(.dataError, report(error.issues, in: path))
        }
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

    /// `path: N problems` followed by one indented line per issue.
    static func report(_ issues: [SceneIssue], in path: String) -> String {
        let count = issues.count == 1 ? "1 problem" : "\(issues.count) problems"
        return "\(path) is not a valid scene (\(count)):\n" + issues.map { "  \($0)" }.joined(separator: "\n")
    }
}
