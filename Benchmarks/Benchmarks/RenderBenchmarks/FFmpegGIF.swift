import AnimaImageFormats
import AnimaRender
import Foundation

/// Runs Debian's ffmpeg on raw RGBA frames with its two-pass palette filter, the usual recipe for good GIFs.
enum FFmpegGIF {
    static let ffmpeg = "/usr/bin/ffmpeg"

    /// All frames as one raw RGBA file (written before timing starts, so ffmpeg does not pay for PNG decoding).
    static func writeRawFrames(_ frames: [Canvas]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: ffmpeg) else {
            print("ffmpeg not installed (apt-get install ffmpeg): skipping the ffmpeg comparison")
            return nil
        }
        var data = Data()
        for f in frames { data.append(contentsOf: f.straightRGBA()) }
        let path = NSTemporaryDirectory() + "anima-bench-\(getpid()).rgba"
        return (try? data.write(to: URL(fileURLWithPath: path))) == nil ? nil : path
    }

    /// Encodes and returns the GIF's size in bytes.
    static func encode(_ input: String, width: Int, height: Int, fps: Int) -> Int? {
        let out = NSTemporaryDirectory() + "anima-bench-\(getpid()).gif"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(fps)",
                       "-i", input, "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", out]
        do { try p.run() } catch { return nil }
        p.waitUntilExit()
        let attrs = try? FileManager.default.attributesOfItem(atPath: out)
        return (attrs?[.size] as? NSNumber)?.intValue
    }

    static func report(_ what: String, _ bytes: Int) {
        print("\(what): \(bytes)")
    }
}
