import AnimaCore
import ArgumentParser
import Foundation
import Testing
@testable import AnimaCLI

/// The output limits of the `Limits` table at the limit and one past it: frames of one output, filmstrip times and
/// the GIF frame rate, through the code every drawing command uses (`SceneOutput`, `OutputOptions`).
@Suite struct OutputLimitTests {
    @Test func framesAtAndPastTheLimit() throws {
        // frameTimes makes ⌈(to − from) × fps⌉ frames: 20,000 s at 1 fps is exactly 20,000, 20,001 s one more.
        let at = try SceneOutput.frameTimes(from: 0, to: Double(OutputLimits.maxFrames), fps: 1)
        #expect(at.count == 20_000 && at.last == 19_999)
        #expect { try SceneOutput.frameTimes(from: 0, to: Double(OutputLimits.maxFrames + 1), fps: 1) } throws: { error in
            (error as? CLIError)?.message == "20001 frames requested; the limit is 20000 (lower --fps or the range)"
        }
    }

    @Test func theCommandRefusesOneFramePastTheLimitBeforeRendering() throws {
        // The same check in the real command: a 1×1 scene asked for 20,001 frames at 1 fps is a usage error (64).
        let scene = try AnimaProcess.temporaryFile(
            #"{"version": 1, "canvas": {"width": 1, "height": 1}, "timeline": {"duration": 1}, "layers": []}"#)
        let out = NSTemporaryDirectory() + "anima-frames-\(UUID()).gif"
        let r = try AnimaProcess.run(["render", scene, "-o", out, "--fps", "1", "--to", "20001"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("20001 frames requested; the limit is 20000"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// `n` filmstrip times 0, 0.01, 0.02, ….
    private static func times(_ n: Int) -> String { (0..<n).map { String(Double($0) / 100) }.joined(separator: ",") }

    @Test func filmstripTimesAtAndPastTheLimit() {
        let commands: [(any AsyncParsableCommand.Type, String)] = [(RenderCommand.self, "scene.json"), (PresetCommand.self, "shake"),
                                                                  (SkeletonCommand.self, "layout.json")]
        for (command, input) in commands {
            #expect(throws: Never.self, "\(command)") {
                _ = try command.parseAsRoot([input, "-o", "x.png", "--filmstrip", Self.times(OutputLimits.maxFilmstripTimes)])
            }
            do {
                _ = try command.parseAsRoot([input, "-o", "x.png", "--filmstrip", Self.times(OutputLimits.maxFilmstripTimes + 1)])
                Issue.record("\(command) accepted 65 filmstrip times")
            } catch {
                #expect(command.exitCode(for: error).rawValue == 64)
                #expect(command.message(for: error).contains("--filmstrip takes at most 64 times"), "\(command.message(for: error))")
            }
        }
    }

    @Test func gifFrameRateAtAndPastTheLimit() throws {
        // 50 fps is written as asked, without a notice; 51 is lowered to 50 with one.
        let bell = AnimaProcess.example("bell.json")
        let at = try AnimaProcess.run(["render", bell, "--fps", "50", "--to", "0.1", "-o", NSTemporaryDirectory() + "anima-fps-\(UUID()).gif"])
        #expect(at.status == 0 && !at.stderr.contains("GIF limit"), "\(at.stderr)")
        let past = try AnimaProcess.run(["render", bell, "--fps", "51", "--to", "0.1", "-o", NSTemporaryDirectory() + "anima-fps-\(UUID()).gif"])
        #expect(past.status == 0)
        #expect(past.stderr.contains("--fps 51 is above the GIF limit; writing 50 fps"), "\(past.stderr)")
    }
}
