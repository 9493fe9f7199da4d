import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaRender

/// Decodes images with tools written by other people (ffmpeg, ImageMagick), so our encoders are judged by an
/// independent reader. Tests declare the tool they need with `Tool.isAvailable` (skipped locally, failed under CI).
enum ExternalDecoder {
    /// Every frame of an image file as straight RGBA bytes, decoded by ffmpeg (no frame duplication or dropping);
    /// nil when ffmpeg fails or returns a size that is not whole frames.
    static func ffmpegFrames(_ bytes: [UInt8], ext: String, width: Int, height: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> [[UInt8]]? {
        guard let data = try run(Tool.ffmpeg.require(sourceLocation: sourceLocation), bytes, ext: ext, { [
            "-v", "error", "-i", $0, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-",
        ] }) else { return nil }
        return splitFrames(data, width: width, height: height)
    }

    /// A PNG's pixels as straight RGBA, decoded by ImageMagick.
    static func imageMagickRGBA(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8]? {
        try run(Tool.imageMagick.require(sourceLocation: sourceLocation), bytes, ext: "png", { [$0, "-depth", "8", "rgba:-"] }).map { [UInt8]($0) }
    }

    /// Every frame of an animation as straight RGBA bytes, decoded by ImageMagick with `-coalesce` (each frame drawn
    /// whole); nil when it fails or returns a size that is not whole frames.
    static func imageMagickFrames(_ bytes: [UInt8], ext: String, width: Int, height: Int,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws -> [[UInt8]]? {
        guard let data = try run(Tool.imageMagick.require(sourceLocation: sourceLocation), bytes, ext: ext, {
            ["\(ext):\($0)", "-coalesce", "-depth", "8", "rgba:-"]  // the prefix: a .apng starts like any PNG
        }) else { return nil }
        return splitFrames(data, width: width, height: height)
    }

    /// GIF frame delays in hundredths of a second, read by ImageMagick.
    static func gifDelays(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int]? {
        guard let d = try run(Tool.imageMagickIdentify.require(sourceLocation: sourceLocation), bytes, ext: "gif", { ["-format", "%T ", $0] }) else {
            return nil
        }
        return String(decoding: d, as: UTF8.self).split(separator: " ").compactMap { Int($0) }
    }

    /// Raw RGBA split into `width`×`height` frames; nil when it is not whole frames.
    private static func splitFrames(_ data: Data, width: Int, height: Int) -> [[UInt8]]? {
        let frameSize = width * height * 4
        guard frameSize > 0, data.count % frameSize == 0 else { return nil }
        let all = [UInt8](data)
        return stride(from: 0, to: all.count, by: frameSize).map { Array(all[$0..<($0 + frameSize)]) }
    }

    /// Writes `bytes` to a temporary `.ext` file, runs `tool` with the arguments made from its path, and returns
    /// standard output, or nil when the tool fails.
    private static func run(_ tool: String, _ bytes: [UInt8], ext: String, _ arguments: (String) -> [String]) throws -> Data? {
        let file = try TemporaryFiles.file(bytes, name: "image.\(ext)")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let output = try ExternalProcess(tool).run(arguments(file.path))
        return output.status == 0 ? output.stdout : nil
    }
}
