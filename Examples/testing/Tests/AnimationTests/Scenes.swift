import Anima
import Foundation

/// The animations under test, loaded the way an app would: scene, skeleton and list-state files decoded with
/// AnimaFormat. They are the repository's own examples (two folders up), so this package needs no copies.
enum Scenes {
    static let examples = URL(fileURLWithPath: #filePath)  // Examples/testing/Tests/AnimationTests/Scenes.swift
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func data(_ path: String) throws -> Data { try Data(contentsOf: examples.appendingPathComponent(path)) }

    /// A seed scene (`bell`, `passcode-shake`, `pulse-shake`, …).
    static func seed(_ name: String) throws -> Scene { try SceneDecoder().decode(try data("\(name).json")) }

    /// The skeleton loading screen of a layout file under `skeleton/`.
    static func skeleton(_ name: String) throws -> Scene {
        try SkeletonLayoutDecoder().decode(try data("skeleton/\(name).json")).scene()
    }

    /// The list transition between `transitions/<name>.before.json` and `.after.json`, with the default animator.
    static func transition(_ name: String) throws -> Scene {
        let before = try ListStateDecoder().decode(try data("transitions/\(name).before.json"))
        let after = try ListStateDecoder().decode(try data("transitions/\(name).after.json"))
        return try TransitionPlan(from: before, to: after).scene()
    }
}
