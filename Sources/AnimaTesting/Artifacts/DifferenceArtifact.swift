import Anima
import Foundation
import Testing

/// Writes difference images where swift-snapshot-testing writes its failed snapshots: under `SNAPSHOT_ARTIFACTS`
/// (or the temporary directory), in a folder named after the test file, named after the test.
enum DifferenceArtifact {
    /// Writes `image` as PNG and returns its path, or a sentence saying why it could not be written.
    static func write(_ image: Canvas) -> String {
        do {
            let bytes = try PNGEncoder().encode(image)
            let folder = artifactsFolder()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("\(testName()).difference-\(digest(bytes)).png")
            try Data(bytes).write(to: url)
            return url.path
        } catch {
            return "(the difference image could not be written: \(error))"
        }
    }

    private static func artifactsFolder() -> URL {
        let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                       isDirectory: true)
        guard let file = Test.current?.sourceLocation.fileName else { return root.appendingPathComponent("AnimaTesting") }
        return root.appendingPathComponent(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
    }

    /// The current Swift Testing test's name as swift-snapshot-testing spells file names ("bellRings()" → "bellRings").
    private static func testName() -> String {
        let name = Test.current?.name ?? "snapshot"
        let parts = name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        return parts.isEmpty ? "snapshot" : parts.joined(separator: "-")
    }

    /// FNV-1a of the image, so two different failures never overwrite each other's picture.
    private static func digest(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return String(h >> 32, radix: 16)
    }
}
