import AnimaCore
import AnimaRender
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes MP4 (H.264, yuv420p) or WebM (VP9 with alpha) by piping raw straight-RGBA frames into an `ffmpeg` found
/// on PATH (`-f rawvideo`), so Anima links no video codec. Frames go in order as they render; the file is written
/// to a temporary name and renamed, so a failure leaves nothing behind. MP4 has no alpha: transparent pixels
/// become black, and odd sides are padded by one black pixel (yuv420p needs even sides).
struct FFmpegVideo {
    /// The container and codec.
    enum Container: String, Sendable {
        /// H.264 in MP4.
        case mp4
        /// VP9 in WebM.
        case webm
    }

    /// The container to write.
    var container: Container

    /// The first executable `ffmpeg` in the PATH of `environment`; nil when there is none.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// ffmpeg's arguments: raw RGBA of `width`×`height` at `fps` on standard input, the encoded file at `output`.
    func arguments(width: Int, height: Int, fps: Double, output: String) -> [String] {
        let input = ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                     "-framerate", "\(fps)", "-i", "pipe:0"]
        let codec: [String]
        switch container {
        case .mp4:
            codec = ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
                     "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            codec = ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-crf", "30", "-b:v", "0", "-f", "webm"]
        }
        // bitexact keeps the encoder's version string and timestamps out of the file, so reruns match.
        return input + codec + ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-y", output]
    }

    /// Renders `timeline` at `times` into `path`: 69 when ffmpeg is not on PATH, 74 when it fails.
    func write(_ renderer: Renderer, _ timeline: Timeline, at times: [Double], fps: Double, to path: String) async throws {
        guard let ffmpeg = Self.locate() else {
            throw CLIError(.unavailable, "writing \(path) needs ffmpeg on PATH (Debian: apt-get install ffmpeg); "
                           + ".gif, .webp and .apng need nothing else")
        }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("anima-ffmpeg-\(getpid())-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log); try? FileManager.default.removeItem(atPath: temporary) }
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw CLIError(.cannotCreate, "cannot create \(log.path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments(width: renderer.pixelWidth, height: renderer.pixelHeight, fps: fps, output: temporary)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: log)
        signal(SIGPIPE, SIG_IGN)  // ffmpeg exiting early must surface as a write error, not kill anima
        do { try process.run() } catch { throw CLIError(.unavailable, "cannot start \(ffmpeg): \(error)") }
        var progress = ProgressBar(total: times.count, isVisible: StandardError.isTerminal)
        var pipeBroken = false
        await renderer.renderFrames(timeline, at: times) { _, frame in
            guard !pipeBroken else { return }
            do { try input.fileHandleForWriting.write(contentsOf: Data(frame.straightRGBA())) } catch { pipeBroken = true }
            progress.advance("encoding")
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !pipeBroken else {
            let said = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            throw CLIError(.ioError, "ffmpeg could not write \(path) (status \(process.terminationStatus))"
                           + (said.isEmpty ? "" : ":\n\(said)"))
        }
        guard rename(temporary, path) == 0 else { throw CLIError(.cannotCreate, "cannot create \(path)") }
    }
}
