import Foundation
import SnapshotTesting

/// A fresh snapshot directory and artifacts directory per test, so regression tests record a reference and verify
/// a changed subject against it without touching the committed snapshots.
struct SnapshotSandbox {
    let root: URL

    init() throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("anima-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var snapshots: String { root.appendingPathComponent("snapshots").path }

    /// Records `value` as the reference named `name`.
    func record<V, F>(_ value: V, as strategy: Snapshotting<V, F>, named name: String, testName: String = #function) {
        _ = verifySnapshot(of: value, as: strategy, named: name, record: .all, snapshotDirectory: snapshots, testName: testName)
    }

    /// Verifies `value` against the reference named `name`: nil when it matches, else swift-snapshot-testing's message.
    func verify<V, F>(_ value: V, as strategy: Snapshotting<V, F>, named name: String, testName: String = #function) -> String? {
        verifySnapshot(of: value, as: strategy, named: name, record: .never, snapshotDirectory: snapshots, testName: testName)
    }

    /// The paths of files a failure message points at (difference images and failed snapshots).
    static func paths(in message: String) -> [String] {
        message.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\"" }).compactMap { word -> String? in
            let w = word.hasPrefix("file://") ? String(word.dropFirst(7)) : String(word)
            return w.hasPrefix("/") && (w.hasSuffix(".png") || w.hasSuffix(".gif")) ? w : nil
        }
    }
}
