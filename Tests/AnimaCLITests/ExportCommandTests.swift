import Foundation
import Testing

/// `anima export`: every format writes a file; bad formats, unwritable outputs and `--strict` fail clearly.
@Suite struct ExportCommandTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("anima-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: ["web", "css", "lottie", "svg", "coreanimation", "swift"])
    func everyFormatWritesItsFile(_ format: String) throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("bell.out").path
        let r = try AnimaProcess.run(["export", AnimaProcess.example("bell.json"), "--format", format, "-o", out, "--at", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains("bell"))
    }

    @Test func lottie3DWritesThreeDLayersAndACameraAndIsLottieOnly() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("card-flip.json").path
        let r = try AnimaProcess.run(["export", AnimaProcess.example("card-flip.json"), "--format", "lottie", "--lottie-3d",
                                      "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        // The camera (ty 13) sees the card turned in 3D; the default export has neither.
        #expect(text.contains(#""ty":13,"nm":"anima-camera""#))
        let web = try AnimaProcess.run(["export", AnimaProcess.example("card-flip.json"), "--format", "web", "--lottie-3d",
                                        "-o", dir.appendingPathComponent("x.html").path])
        #expect(web.status == 64 && web.stderr.contains("--lottie-3d applies to --format lottie only"))
    }

    @Test func unknownFormatIsAUsageErrorListingTheFormats() throws {
        let r = try AnimaProcess.run(["export", AnimaProcess.example("bell.json"), "--format", "gif", "-o", "/tmp/x"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("The value 'gif' is invalid for '--format <format>'"))
        for format in ["web", "css", "lottie", "svg", "coreanimation", "swift"] { #expect(r.stderr.contains("  - \(format)\n")) }
    }

    @Test func unwritableOutputIs73AndLeavesNothing() throws {
        let r = try AnimaProcess.run(["export", AnimaProcess.example("bell.json"), "--format", "web",
                                      "-o", "/nonexistent-anima-dir/bell.html"])
        #expect(r.status == 73)
        #expect(r.stderr.contains("cannot create /nonexistent-anima-dir/bell.html"))
    }

    @Test func missingSceneIs66() throws {
        let r = try AnimaProcess.run(["export", "/nonexistent-scene.json", "--format", "web", "-o", "/tmp/anima-x.html"])
        #expect(r.status == 66)
    }

    @Test func strictFailsWith65AndWritesNothingWhenTheFormatCannotExpressTheScene() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Lottie keeps the tree's drawing order: an animated zPosition has no Lottie equivalent.
        let scene = dir.appendingPathComponent("raise.json")
        try Data(#"""
            {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 1, "fps": 30},
             "layers": [{"id": "card", "frame": [10, 10, 50, 50], "backgroundColor": "#007AFF",
               "animations": [{"type": "basic", "keyPath": "zPosition", "from": 0, "to": 10, "duration": 1}]}]}
            """#.utf8).write(to: scene)
        let out = dir.appendingPathComponent("raise.lottie.json").path
        let r = try AnimaProcess.run(["export", scene.path, "--format", "lottie", "-o", out, "--strict"])
        #expect(r.status == 65)
        let warning = "zPosition: animating zPosition is not exported to Lottie; the model value stays (layer 'card')"
        #expect(r.stderr.contains(warning), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // Without --strict the same export is written, with the warning on stderr.
        let lenient = try AnimaProcess.run(["export", scene.path, "--format", "lottie", "-o", out])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning: " + warning))
        #expect(FileManager.default.fileExists(atPath: out))
    }
}
