import AnimaFormat
import ArgumentParser
import Foundation
import Testing
@testable import AnimaCLI

/// The one output path of render, skeleton, transition and preset (DESIGN.md §6): frame times, the outputs every
/// command can write, and the option checks they share.
@Suite struct SceneOutputTests {
    private static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anima-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The width in a PNG's IHDR chunk: bytes 16–19, big-endian (PNG specification §11.2.2).
    private static func pngWidth(_ data: Data) -> Int {
        data.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    private static func run(_ command: any AsyncParsableCommand.Type, _ args: [String]) async throws {
        guard var parsed = try command.parseAsRoot(args) as? any AsyncParsableCommand else { return }
        try await parsed.run()
    }

    @Test func framesAreTakenBeforeTheEnd() throws {
        // 0.5 s at 10 fps: 0, 0.1, 0.2, 0.3, 0.4; a range shorter than one frame still has its first.
        let times = try SceneOutput.frameTimes(from: 0, to: 0.5, fps: 10)
        #expect(times.count == 5)
        #expect(zip(times, [0, 0.1, 0.2, 0.3, 0.4]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(try SceneOutput.frameTimes(from: 1, to: 1.01, fps: 10) == [1])
        #expect(try SceneOutput.frameTimes(from: 0, to: 1, fps: 30).count == 30)
    }

    @Test func emptyOrHugeRangesAreUsageErrors() {
        #expect { try SceneOutput.frameTimes(from: 1, to: 1, fps: 30) } throws: { ($0 as? CLIError)?.code == .usage }
        #expect { try SceneOutput.frameTimes(from: 0, to: .infinity, fps: 30) } throws: { ($0 as? CLIError)?.code == .usage }
        #expect { try SceneOutput.frameTimes(from: 0, to: 1000, fps: 50) } throws: { ($0 as? CLIError)?.code == .usage }
    }

    @Test func presetWritesEveryKindOfOutput() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["s.json", "s.gif", "s.png", "frames/"] {
            let drawn = name.hasSuffix(".json") ? [] : ["--scale", "1"]
            try await Self.run(PresetCommand.self, ["shake", "-o", dir.path + "/" + name] + drawn)
        }
        let json = try Data(contentsOf: dir.appendingPathComponent("s.json"))
        #expect(try SceneDecoder().decode(json) == PresetCommand.scene("shake", []))
        #expect(try Data(contentsOf: dir.appendingPathComponent("s.gif")).prefix(6) == Data("GIF89a".utf8))
        #expect(try !FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).isEmpty)
    }

    @Test(arguments: ["out.webq", "frames", "clip.GIFF"])
    func anUnknownExtensionIsAUsageErrorListingTheFormats(name: String) async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent(name).path
        do {
            _ = try PresetCommand.parseAsRoot(["shake", "-o", out])
            Issue.record("accepted -o \(name)")
        } catch {
            #expect(PresetCommand.exitCode(for: error).rawValue == 64)
            let message = PresetCommand.message(for: error)
            for format in [".gif", ".png", ".json", "folder"] { #expect(message.contains(format)) }
        }
        // Nothing was written: no folder named after the mistyped file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func anExistingDirectoryWithoutASlashIsAFolder() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames.d")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: false)
        #expect(OutputOptions.kind(of: frames.path) == .folder)
        #expect(OutputOptions.kind(of: dir.path + "/new.webq/") == .folder)
        try await Self.run(PresetCommand.self, ["shake", "-o", frames.path, "--scale", "1", "--fps", "10"])
        #expect(try !FileManager.default.contentsOfDirectory(atPath: frames.path).isEmpty)
    }

    @Test func apngAndWebPAreChosenByExtensionAndPNGWithAnimated() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let common = ["--scale", "1", "--fps", "10", "--to", "0.5"]
        for (name, extra) in [("s.apng", [String]()), ("s.webp", []), ("a.png", ["--animated"])] {
            try await Self.run(PresetCommand.self, ["shake", "-o", dir.appendingPathComponent(name).path] + common + extra)
        }
        // APNG: a PNG whose second chunk is acTL (APNG spec: acTL comes before IDAT), 8 + 4 + 4 + 13 + 4 bytes in;
        // WebP: RIFF … WEBP, then a VP8X chunk (animations need the extended format).
        for name in ["s.apng", "a.png"] {
            let data = try Data(contentsOf: dir.appendingPathComponent(name))
            #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]) && data.dropFirst(37).prefix(4) == Data("acTL".utf8))
        }
        let webp = try Data(contentsOf: dir.appendingPathComponent("s.webp"))
        #expect(webp.prefix(4) == Data("RIFF".utf8) && webp.dropFirst(8).prefix(8) == Data("WEBPVP8X".utf8))
    }

    /// A `.webp` is lossy unless `--lossless`: frame chunks are "VP8 " (lossy) or "VP8L" (lossless) inside each
    /// ANMF (WebP container specification), and `--lossless` writes only VP8L. A skeleton shimmer (greys, soft
    /// gradients) is what lossy WebP carries well, so the default file is the smaller one.
    @Test func webpIsLossyByDefaultAndExactWithLossless() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let layout = AnimaProcess.example("skeleton/feed-cell.json")
        let common = ["--style", "shimmer", "--fps", "10", "--to", "0.5"]
        for (name, extra) in [("lossy.webp", [String]()), ("exact.webp", ["--lossless"])] {
            try await Self.run(SkeletonCommand.self, [layout, "-o", dir.appendingPathComponent(name).path] + common + extra)
        }
        let lossy = try Data(contentsOf: dir.appendingPathComponent("lossy.webp"))
        let exact = try Data(contentsOf: dir.appendingPathComponent("exact.webp"))
        #expect(exact.range(of: Data("VP8 ".utf8)) == nil && exact.range(of: Data("VP8L".utf8)) != nil)
        #expect(lossy.count < exact.count, "lossy \(lossy.count) bytes, lossless \(exact.count)")
    }

    /// `--loop` takes GIF's whole range (0 … 65535 repeats) for every animated format: WebP counts plays in 16 bits,
    /// so 65535 repeats must not overflow into an error (it once exited 65).
    @Test func theLargestLoopCountWritesEveryAnimatedFormat() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["s.gif", "s.apng", "s.webp"] {
            try await Self.run(PresetCommand.self, ["shake", "-o", dir.appendingPathComponent(name).path, "--scale", "1",
                                                     "--fps", "10", "--to", "0.3", "--loop", "65535"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["s.apng", "s.gif", "s.webp"])
    }

    @Test(arguments: [(["-o", "x.webp", "--lossy", "20"], ".gif"), (["-o", "x.gif", "--lossy", "256"], "0 … 255"), (["-o", "x.gif", "--lossless"], ".webp")])
    func lossyIsForGIFsWithinItsRangeAndLosslessForWebP(args: [String], mentions: String) {
        do {
            _ = try PresetCommand.parseAsRoot(["shake"] + args)
            Issue.record("accepted \(args)")
        } catch {
            #expect(PresetCommand.exitCode(for: error).rawValue == 64)
            #expect(PresetCommand.message(for: error).contains(mentions))
        }
    }

    @Test func aBarePNGOfAPresetIsASixFrameFilmstrip() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("s.png")
        try await Self.run(PresetCommand.self, ["shake", "-o", out.path, "--scale", "1"])
        // FilmstripSheet puts `spacing` (8) pixels between frames and around the sheet.
        let width = Int(try PresetCommand.scene("shake", []).canvas.width.rounded())
        #expect(Self.pngWidth(try Data(contentsOf: out)) == 6 * width + 7 * 8)
    }

    @Test(arguments: [
        (["-o", "x.json", "--fps", "10"], ".json"), (["-o", "x.gif", "--filmstrip", "0,1"], ".png"),
        (["-o", "x.png", "--fps", "10"], ".png"), (["-o", "x.png", "--filmstrip", "0,a"], "filmstrip"),
        (["-o", "x.png", "--at", "0", "--filmstrip", "0"], "either"),
    ])
    func everyCommandChecksTheOutputOptionsAlike(args: [String], mentions: String) {
        let commands: [(any AsyncParsableCommand.Type, String)] = [(RenderCommand.self, "scene.json"), (PresetCommand.self, "shake"),
                                                                  (SkeletonCommand.self, "layout.json")]
        for (command, input) in commands {
            do {
                _ = try command.parseAsRoot([input] + args)
                Issue.record("\(command) accepted \(args)")
            } catch {
                #expect(command.exitCode(for: error).rawValue == 64)
                #expect(command.message(for: error).contains(mentions))
            }
        }
    }
}
