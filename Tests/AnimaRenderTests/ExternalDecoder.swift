import Foundation
@testable import AnimaRender

/// Decodes images with tools written by other people (ffmpeg, ImageMagick), so our encoders are judged by an
/// independent reader. Tests skip with a message when neither is installed (.ci/run installs Debian's ffmpeg).
enum ExternalDecoder {
    static let ffmpeg = "/usr/bin/ffmpeg"
    static let convert = "/usr/bin/convert"
    static let identify = "/usr/bin/identify"

    static var hasFFmpeg: Bool { FileManager.default.isExecutableFile(atPath: ffmpeg) }
    static var hasImageMagick: Bool { FileManager.default.isExecutableFile(atPath: convert) }

    static let missingMessage = "ffmpeg not installed (apt-get install ffmpeg) — skipping the independent-decoder check"

    /// Runs a tool and returns its standard output, or nil when it fails.
    static func run(_ tool: String, _ args: [String]) -> Data? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        do { try p.run() } catch { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return p.terminationStatus == 0 ? data : nil
    }

    /// Writes bytes to a fresh temporary file and returns its path.
    static func temporaryFile(_ bytes: [UInt8], ext: String) throws -> String {
        let path = NSTemporaryDirectory() + "anima-render-test-\(UUID().uuidString).\(ext)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Every frame of an image file as straight RGBA bytes, decoded by ffmpeg (no frame duplication or dropping).
    static func ffmpegFrames(_ bytes: [UInt8], ext: String, width: Int, height: Int) throws -> [[UInt8]]? {
        let path = try temporaryFile(bytes, ext: ext)
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let data = run(ffmpeg, ["-v", "error", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo",
                                      "-pix_fmt", "rgba", "-"]) else { return nil }
        let frameSize = width * height * 4
        guard frameSize > 0, data.count % frameSize == 0 else { return nil }
        let all = [UInt8](data)
        return stride(from: 0, to: all.count, by: frameSize).map { Array(all[$0..<($0 + frameSize)]) }
    }

    /// A PNG's pixels as straight RGBA, decoded by ImageMagick.
    static func imageMagickRGBA(_ bytes: [UInt8]) throws -> [UInt8]? {
        let path = try temporaryFile(bytes, ext: "png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        return run(convert, [path, "-depth", "8", "rgba:-"]).map { [UInt8]($0) }
    }

    /// GIF frame delays in hundredths of a second, read by ImageMagick.
    static func gifDelays(_ bytes: [UInt8]) throws -> [Int]? {
        let path = try temporaryFile(bytes, ext: "gif")
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let d = run(identify, ["-format", "%T ", path]) else { return nil }
        return String(decoding: d, as: UTF8.self).split(separator: " ").compactMap { Int($0) }
    }
}
