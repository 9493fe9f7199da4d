import Foundation

/// Fresh temporary files and folders for tests that hand data to other programs.
package enum TemporaryFiles {
    /// A new empty folder whose name starts with `prefix`.
    package static func directory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new file named `name` in a fresh folder, holding `bytes`.
    package static func file(_ bytes: some Sequence<UInt8>, name: String) throws -> URL {
        let url = try directory("anima-file").appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }
}
