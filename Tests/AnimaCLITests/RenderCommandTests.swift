import ArgumentParser
import Foundation
import Testing
@testable import AnimaCLI

/// `anima render`: outputs by extension, byte-identical reruns, and every kind of bad input with its sysexits code
/// and no file left behind.
@Suite struct RenderCommandTests {
    static func scene(width: Double = 60, height: Double = 40, extra: String = "") -> String {
        """
        {"version": 1, "canvas": {"width": \(width), "height": \(height), "scale": 1, "background": "#FFFFFF"},
         "timeline": {"duration": 0.5, "fps": 20},
         "layers": [{"id": "dot", "type": "layer", "frame": [4, 10, 20, 20], "backgroundColor": "#3366FF",
                     "cornerRadius": 10\(extra),
                     "animations": [{"key": "move", "type": "basic", "keyPath": "position.x", "from": 14, "to": 46,
                                     "duration": 0.5}]}]}
        """
    }

    /// A fresh directory with `scene.json` holding `text`.
    static func workspace(_ text: String = scene()) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anima-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: dir.appendingPathComponent("scene.json"))
        return dir
    }

    static func run(_ args: [String]) async throws {
        let command = try RenderCommand.parse(args)
        try await command.run()
    }

    /// The exit status the tool would end with for `error`.
    static func status(_ error: Error) -> Int32 {
        if let e = error as? CLIError { return e.code.rawValue }
        return RenderCommand.exitCode(for: error).rawValue
    }

    static func files(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test func gifPngFilmstripAndFolder() async throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = dir.appendingPathComponent("scene.json").path
        try await Self.run([s, "-o", dir.appendingPathComponent("a.gif").path])
        try await Self.run([s, "-o", dir.appendingPathComponent("a.png").path, "--at", "0.25"])
        try await Self.run([s, "-o", dir.appendingPathComponent("strip.png").path, "--filmstrip", "0,0.25,0.5"])
        try await Self.run([s, "-o", dir.appendingPathComponent("frames").path + "/", "--fps", "10"])
        let gif = try Data(contentsOf: dir.appendingPathComponent("a.gif"))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        let png = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        // 0.5 s at 10 fps: frames at 0, 0.1, 0.2, 0.3, 0.4.
        #expect(try Self.files(dir.appendingPathComponent("frames")) == (0..<5).map { String(format: "frame-%05d.png", $0) })
        #expect(try Self.files(dir) == ["a.gif", "a.png", "frames", "scene.json", "strip.png"])
    }

    @Test func rerunsAreByteIdentical() async throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = dir.appendingPathComponent("scene.json").path
        for name in ["x.gif", "y.gif"] { try await Self.run([s, "-o", dir.appendingPathComponent(name).path]) }
        #expect(try Data(contentsOf: dir.appendingPathComponent("x.gif")) == Data(contentsOf: dir.appendingPathComponent("y.gif")))
    }

    @Test(arguments: [
        (["--fps", "0"], "fps"), (["--fps", "-3"], "fps"), (["--from", "0.4", "--to", "0.2"], "before"),
        (["--scale", "0"], "scale"), (["--at", "0.1"], ".png"), (["--loop", "-2"], "loop"),
    ])
    func usageErrorsAre64(args: [String], mentions: String) async throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            try await Self.run([dir.appendingPathComponent("scene.json").path, "-o", dir.appendingPathComponent("o.gif").path] + args)
            Issue.record("expected a usage error for \(args)")
        } catch {
            #expect(Self.status(error) == 64)
            #expect(RenderCommand.message(for: error).contains(mentions))
        }
        #expect(try Self.files(dir) == ["scene.json"])
    }

    @Test(arguments: [(0.0, 40.0), (60.0, 0.0), (200_000.0, 200_000.0)])
    func badCanvasIs65(width: Double, height: Double) async throws {
        let dir = try Self.workspace(Self.scene(width: width, height: height))
        defer { try? FileManager.default.removeItem(at: dir) }
        do {
            try await Self.run([dir.appendingPathComponent("scene.json").path, "-o", dir.appendingPathComponent("o.gif").path])
            Issue.record("expected an error for a \(width)×\(height) canvas")
        } catch {
            #expect(Self.status(error) == 65)
        }
        #expect(try Self.files(dir) == ["scene.json"])
    }

    @Test func invalidSceneIs65AndMissingSceneIs66() async throws {
        let dir = try Self.workspace(Self.scene(extra: #", "opacity": "very""#))
        defer { try? FileManager.default.removeItem(at: dir) }
        await #expect { try await Self.run([dir.appendingPathComponent("scene.json").path, "-o", dir.appendingPathComponent("o.png").path]) }
            throws: { Self.status($0) == 65 }
        await #expect { try await Self.run([dir.appendingPathComponent("none.json").path, "-o", dir.appendingPathComponent("o.png").path]) }
            throws: { Self.status($0) == 66 }
        #expect(try Self.files(dir) == ["scene.json"])
    }

    @Test func unwritableOutputIs73() async throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = dir.appendingPathComponent("scene.json").path
        for out in ["/nonexistent-anima-dir/o.gif", "/nonexistent-anima-dir/o.png", "/nonexistent-anima-dir/frames/"] {
            await #expect { try await Self.run([s, "-o", out]) } throws: { Self.status($0) == 73 }
        }
        #expect(try Self.files(dir) == ["scene.json"])
    }
}
