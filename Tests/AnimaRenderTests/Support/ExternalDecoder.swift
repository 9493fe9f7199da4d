import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
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
        try imageMagickDelays(bytes, ext: "gif", sourceLocation: sourceLocation)
    }

    /// Frame delays of an animated GIF or WebP in hundredths of a second, read by ImageMagick.
    static func imageMagickDelays(_ bytes: [UInt8], ext: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Int]? {
        guard let d = try run(Tool.imageMagickIdentify.require(sourceLocation: sourceLocation), bytes, ext: ext, { ["-format", "%T ", $0] }) else {
            return nil
        }
        return String(decoding: d, as: UTF8.self).split(separator: " ").compactMap { Int($0) }
    }

    /// Every frame of an animated GIF, WebP or PNG as straight RGBA, decoded by headless Chromium's own image decoders
    /// through WebCodecs' `ImageDecoder` (frames composited as a page shows them, no colour conversion, alpha not
    /// premultiplied), with each frame's duration in hundredths of a second; nil when the page reports an error.
    static func chromiumFrames(_ bytes: [UInt8], mimeType: String, width: Int, height: Int,
                               sourceLocation: SourceLocation = #_sourceLocation) throws -> (frames: [[UInt8]], delays: [Int])? {
        let chromium = try Tool.chromium.require(sourceLocation: sourceLocation)
        let dir = try TemporaryFiles.directory("anima-chromium-decode")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("decode.html")
        try Data(chromiumPage(Data(bytes).base64EncodedString(), mimeType: mimeType).utf8).write(to: page)
        let output = try ExternalProcess(chromium).run([
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(dir.path)/profile",
            "--virtual-time-budget=100000", "--dump-dom", page.absoluteString,
        ])
        let dom = output.stdoutText
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
              let json = try? JSONSerialization.jsonObject(with: Data(dom[start.upperBound..<end.lowerBound].utf8)) as? [String: Any],
              let list = json["frames"] as? [[String: Any]] else {
            Issue.record("Chromium's page reported: \(dom.prefix(400)) \(output.stderrText.suffix(400))", sourceLocation: sourceLocation)
            return nil
        }
        var frames: [[UInt8]] = [], delays: [Int] = []
        for f in list {
            guard let b64 = f["pixels"] as? String, let raw = Data(base64Encoded: b64), let format = f["format"] as? String,
                  let micros = f["duration"] as? Double, raw.count == width * height * 4 else { return nil }
            frames.append(rgba(fromChromium: [UInt8](raw), format: format))
            delays.append(Int((micros / 10_000).rounded()))
        }
        return (frames, delays)
    }

    /// WebCodecs pixels (`BGRA`, `BGRX`, `RGBA` or `RGBX`) as RGBA; the X formats are opaque.
    private static func rgba(fromChromium raw: [UInt8], format: String) -> [UInt8] {
        var out = raw
        let swap = format.hasPrefix("BGR"), opaque = format.hasSuffix("X")
        for i in stride(from: 0, to: out.count, by: 4) {
            if swap { out.swapAt(i, i + 2) }
            if opaque { out[i + 3] = 255 }
        }
        return out
    }

    /// A page that decodes `base64` with `ImageDecoder` and writes `{"frames": [{format, duration, pixels}]}` (pixels
    /// base64) into `<pre id="out">`, or `{"error": …}`. Decoding runs on Chromium's own threads, which virtual time
    /// does not wait for, so until it is done the page keeps virtual time busy with timers that each spin a few
    /// milliseconds of real time (`--dump-dom` prints the page when the virtual time budget runs out).
    private static func chromiumPage(_ base64: String, mimeType: String) -> String {
        """
        <!doctype html><html><body><pre id="out">pending</pre><script>
        let finished = false;
        const spin = () => { if (finished) return; let x = 0; for (let i = 0; i < 2e6; i++) x += i % 7; setTimeout(spin, 50); };
        spin();
        const toBase64 = (bytes) => { let s = ""; for (let i = 0; i < bytes.length; i += 0x8000) {
          s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000)); } return btoa(s); };
        (async () => {
          const out = document.getElementById("out");
          try {
            const data = Uint8Array.from(atob("\(base64)"), c => c.charCodeAt(0));
            const decoder = new ImageDecoder({data, type: "\(mimeType)", premultiplyAlpha: "none", colorSpaceConversion: "none"});
            await decoder.tracks.ready;
            await decoder.completed;
            const frames = [];
            for (let i = 0; i < decoder.tracks.selectedTrack.frameCount; i++) {
              const {image} = await decoder.decode({frameIndex: i});
              const pixels = new Uint8Array(image.allocationSize());
              await image.copyTo(pixels);
              frames.push({format: image.format, duration: image.duration, pixels: toBase64(pixels)});
              image.close();
            }
            out.textContent = JSON.stringify({frames});
          } catch (e) { out.textContent = JSON.stringify({error: String(e)}); }
          finished = true;
        })();
        </script></body></html>
        """
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
