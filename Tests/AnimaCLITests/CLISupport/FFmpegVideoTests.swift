import AnimaRender
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaCLI

/// `.mp4` and `.webm` outputs, written by piping frames to the ffmpeg on PATH, and the error when there is none.
@Suite struct FFmpegVideoTests {
    private static func folder() throws -> URL { try TemporaryFiles.directory("anima-video") }

    /// Mean absolute difference of the RGB channels of two equally sized straight-RGBA buffers.
    private static func meanError(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0, n = 0
        for i in 0..<Swift.min(a.count, b.count) where i % 4 != 3 { sum += abs(Int(a[i]) - Int(b[i])); n += 1 }
        return n == 0 ? .infinity : Double(sum) / Double(n)
    }

    @Test(.enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)), arguments: [("mp4", "h264"), ("webm", "vp9")])
    func aVideoHoldsAnimasFrames(ext: String, codec: String) throws {
        let ffmpeg = try Tool.ffmpeg.require()
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let video = dir.appendingPathComponent("s.\(ext)").path, frames = dir.path + "/frames/"
        // 0.5 s at 10 fps: frames at 0, 0.1, 0.2, 0.3, 0.4. The shake preset's canvas is opaque.
        let common = ["--scale", "1", "--fps", "10", "--to", "0.5"]
        let made = try AnimaProcess.run(["preset", "shake", "-o", video] + common)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try AnimaProcess.run(["preset", "shake", "-o", frames] + common).status == 0)
        let probe = try ExternalProcess(ffmpeg.replacingOccurrences(of: "ffmpeg", with: "ffprobe")).run([
            "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
            "stream=codec_name,nb_read_frames,width,height", "-of", "csv=p=0", video,
        ])
        let fields = probe.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").map(String.init)
        let first = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: frames + "frame-00000.png"))))
        // Odd sides are padded to even for MP4 (yuv420p); WebM keeps them.
        let (w, h) = ext == "mp4" ? ((first.width + 1) / 2 * 2, (first.height + 1) / 2 * 2) : (first.width, first.height)
        #expect(fields == [codec, "\(w)", "\(h)", "5"])
        // Lossy codecs: the frames match Anima's within a mean channel error of 4 (of 255).
        let decoded = try ExternalProcess(ffmpeg).run(["-v", "error", "-i", video, "-vf", "crop=\(first.width):\(first.height):0:0",
                                                        "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = first.width * first.height * 4
        #expect(decoded.stdout.count == 5 * size)
        for i in 0..<5 {
            let want = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: frames + String(format: "frame-%05d.png", i)))))
            let got = [UInt8](decoded.stdout.dropFirst(i * size).prefix(size))
            #expect(Self.meanError(got, want.straightRGBA()) < 4)
        }
    }

    @Test func withoutFFmpegOnPathTheErrorSaysSoAndExits69() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let anima = try #require(AnimaProcess.executable)
        for ext in ["mp4", "webm"] {
            let out = dir.appendingPathComponent("s.\(ext)").path
            let run = try ExternalProcess("/usr/bin/env").run(["PATH=\(dir.path)", anima.path, "preset", "shake", "-o", out])
            #expect(run.status == 69)
            #expect(run.stderrText.contains("ffmpeg") && run.stderrText.contains("PATH"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(FFmpegVideo.locate(environment: ["PATH": dir.path]) == nil)
        #expect(FFmpegVideo.locate(environment: [:]) == nil)
    }
}
