import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Every animated format decodes to Anima's own frames in three independent readers: ffmpeg, ImageMagick and
/// headless Chromium (WebCodecs' `ImageDecoder`, Blink's decoders, composited as a page shows them).
///
/// Stated errors, per pixel and channel of straight RGBA, against the frames the renderer drew:
/// - APNG and lossless WebP: 0.
/// - Lossy WebP (`WebPEncoder.Quality.standard`, the CLI's default) has no per-pixel bound against our frames (VP8
///   quantises 4×4 blocks in YUV); what it guarantees is that libwebp's own decoder (`WebPAnimDecoder`) shows
///   every frame at SSIM ≥ 0.996 against ours, checked here, and every reader shows exactly what libwebp's decoder
///   shows (`lossyWebPReaderError`, 0): ImageMagick links the same libwebp and Chromium its own copy of it, with
///   the same VP8 reconstruction (bit-exact by RFC 6386), upsampling and YUV → RGB code.
/// - GIF of an animation of at most 255 colours in all (one exact table): 0; with `lossy` N: at most N; transparent
///   pixels (alpha < ½ becomes 0) compare by alpha only, opaque ones by colour.
/// - GIF with more colours than a table holds: every reader shows exactly what Anima's own `GIFDecoder` shows, and
///   that is within the palette's error of the true frame (mean ≤ 3 levels).
/// Debian 12's ffmpeg 5.1 has no animated WebP decoder (no ANIM/ANMF support), so WebP is read by ImageMagick and
/// Chromium only; ImageMagick 6.9's `-coalesce` composites WebP and APNG frames over the previous one even when a
/// frame asks not to blend, so their transparent canvases are checked in ffmpeg (APNG) and Chromium only.
@Suite("Animated outputs decode to our frames in ffmpeg, ImageMagick and Chromium", .serialized)
struct AnimatedOutputDecodingTests {
    enum Format: String, CaseIterable, Sendable { case gif, webp, apng }

    struct Case: CustomTestStringConvertible, Sendable {
        var format: Format
        var transparent: Bool
        var lossy = 0
        var webp = WebPEncoder.Quality.lossless
        var testDescription: String {
            "\(format.rawValue)\(transparent ? " on a transparent canvas" : "")\(lossy > 0 ? " lossy \(lossy)" : "")"
                + (format == .webp && webp != .lossless ? " lossy" : "")
        }
        /// Frames of a lossy WebP are larger: at 48 pixels libwebp finds lossless frames smaller and nothing lossy
        /// would be tested.
        var size: Int { format == .webp && webp != .lossless ? 160 : AnimatedOutputDecodingTests.size }
        /// The largest channel difference a reader may show against `expected`.
        var tolerance: Int { format == .webp && webp != .lossless ? AnimatedOutputDecodingTests.lossyWebPReaderError : lossy }
    }

    static let cases: [Case] = Format.allCases.flatMap { f in [Case(format: f, transparent: false), Case(format: f, transparent: true)] }
        + [Case(format: .gif, transparent: false, lossy: 12), Case(format: .gif, transparent: true, lossy: 12)]
        + [Case(format: .webp, transparent: false, webp: .standard), Case(format: .webp, transparent: true, webp: .standard)]

    /// How far a reader's decode of a lossy WebP may be from libwebp's `WebPAnimDecoder` (see the suite's comment).
    static let lossyWebPReaderError = 0

    static let size = 48

    /// Eight frames in which the disc and the translucent bar move every frame, so no frame repeats; for lossy
    /// WebP, eight frames of a skeleton shimmer (saturated flat colours like the disc's are what VP8's 4:2:0 chroma
    /// cannot carry at SSIM 0.996, so the encoder would store them losslessly, held or fitted to a palette, and test
    /// nothing lossy).
    static func frames(_ c: Case) throws -> [Canvas] {
        guard c.format == .webp && c.webp != .lossless else { return try frames(transparent: c.transparent) }
        let n = c.size
        return try (2..<10).map { i in
            let frame = try shimmerFrame(i, size: Double(n))
            guard c.transparent else { return frame }
            // The same picture with its bottom quarter (no bones, only the band) transparent, so alpha is exercised.
            var clear = frame
            for y in (n * 3 / 4)..<n { for x in 0..<n { clear.pixels[y * n + x] = 0 } }
            return clear
        }
    }

    /// Eight frames in which the disc and the translucent bar move every frame, so no frame repeats.
    static func frames(transparent: Bool) throws -> [Canvas] {
        let frames = try wholePixelSampleFrames(8, background: transparent ? .clear : .white)
        try #require(distinctColours(frames) <= 255)
        return frames
    }

    static func encode(_ c: Case, _ frames: [Canvas]) throws -> [UInt8] {
        let delays = GIFTiming.delays(frameCount: frames.count, fps: 30)
        switch c.format {
        case .gif: return try GIFEncoder.encode(frames, delays: delays, preservesTransparency: c.transparent, lossy: c.lossy)
        case .webp:
            let e = try WebPEncoder(width: c.size, height: c.size, loopCount: 0, quality: c.webp)
            for (f, d) in zip(frames, delays) { try e.addFrame(f, delay: d) }
            return try e.finish()
        case .apng: return try APNGEncoder.encode(frames, delays: delays)
        }
    }

    /// What a reader must show for each frame: a lossy WebP, what libwebp's own decoder shows; else `expected`.
    static func expected(_ frames: [Canvas], _ c: Case, _ bytes: [UInt8]) throws -> [[UInt8]] {
        guard c.format == .webp && c.webp != .lossless else { return frames.map { expected($0, c) } }
        var decoded: [[UInt8]] = []
        #expect(WebPAnimationReader.decode(bytes) { pixels, _ in
            var canvas = Canvas(unchecked: PixelRect(x: 0, y: 0, width: c.size, height: c.size))
            canvas.pixels = Array(pixels)
            decoded.append(canvas.straightRGBA())
        })
        try #require(decoded.count == frames.count, "every frame differs, so libwebp keeps every frame")
        if case .lossy(let floor) = c.webp {
            for (i, (d, f)) in zip(decoded, frames).enumerated() {
                let shown = try Canvas(width: c.size, height: c.size, straightRGBA: d)
                let s = StructuralSimilarity.mean(shown.pixels, f.pixels, width: c.size, height: c.size)
                #expect(s >= floor, "libwebp's decode of frame \(i): SSIM \(s)")
            }
        }
        #expect(decoded != frames.map { $0.straightRGBA() }, "the file is lossy, so this tests lossy decoding")
        return decoded
    }

    /// What a reader must show for `frame`: its straight RGBA, with GIF's rule for alpha (below ½ is transparent,
    /// the rest opaque in its un-premultiplied colour).
    static func expected(_ frame: Canvas, _ c: Case) -> [UInt8] {
        var px = frame.straightRGBA()
        guard c.format == .gif else { return px }
        for i in stride(from: 0, to: px.count, by: 4) {
            if c.transparent && px[i + 3] < 128 { px[i + 3] = 0 } else { px[i + 3] = 255 }
        }
        return px
    }

    /// The largest channel difference over all pixels; where the expected alpha is 0 only alpha counts.
    static func worstError(_ decoded: [UInt8], _ want: [UInt8]) -> Int {
        var worst = 0
        for i in stride(from: 0, to: want.count, by: 4) {
            if want[i + 3] == 0 { worst = max(worst, Int(decoded[i + 3])); continue }
            for k in 0..<4 { worst = max(worst, abs(Int(decoded[i + k]) - Int(want[i + k]))) }
        }
        return worst
    }

    static func check(_ reader: String, _ decoded: [[UInt8]]?, _ want: [[UInt8]], _ c: Case,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        guard let decoded else {
            Issue.record("\(reader) could not decode the \(c.testDescription)", sourceLocation: sourceLocation)
            return
        }
        #expect(decoded.count == want.count, "\(reader): frame count", sourceLocation: sourceLocation)
        for (i, (d, w)) in zip(decoded, want).enumerated() {
            let worst = worstError(d, w)
            #expect(worst <= c.tolerance, "\(reader), frame \(i): a channel is off by \(worst)", sourceLocation: sourceLocation)
        }
    }

    static var mimeType: [Format: String] { [.gif: "image/gif", .webp: "image/webp", .apng: "image/apng"] }

    @Test(.enabled(if: Tool.isAvailable(.ffmpeg, .imageMagick, .chromium), Tool.skipReason(.ffmpeg, .imageMagick, .chromium)),
          arguments: cases)
    func everyReaderShowsOurFrames(_ c: Case) throws {
        let frames = try Self.frames(c)
        let bytes = try Self.encode(c, frames)
        let want = try Self.expected(frames, c, bytes)
        let n = c.size
        let chromium = try ExternalDecoder.chromiumFrames(bytes, mimeType: Self.mimeType[c.format] ?? "", width: n, height: n)
        Self.check("Chromium", chromium?.frames, want, c)
        #expect(chromium?.delays == GIFTiming.delays(frameCount: frames.count, fps: 30), "Chromium: frame durations")
        if c.format != .webp {
            Self.check("ffmpeg", try ExternalDecoder.ffmpegFrames(bytes, ext: c.format.rawValue, width: n, height: n), want, c)
        }
        if c.format == .gif || !c.transparent {
            Self.check("ImageMagick", try ExternalDecoder.imageMagickFrames(bytes, ext: c.format.rawValue, width: n, height: n),
                       want, c)
        }
    }

    /// Frames of a smooth diagonal gradient in three hues that scrolls, far more colours than a GIF table holds.
    static func manyColourFrames() throws -> [Canvas] {
        try (0..<6).map { i in
            try Renderer(width: 64, height: 64).render(presentation([
                TestLayer("g", .gradient, frame: Rect(Double(i) * 3 - 20, 0, 100, 64)) {
                    $0.colors = [Color(1, 0, 0), Color(0, 1, 0), Color(0, 0, 1)]; $0.startPoint = Point(0, 0); $0.endPoint = Point(1, 1)
                },
            ]))
        }
    }

    @Test("a GIF of more colours than a table holds: every reader shows what GIFDecoder shows, near the true frames",
          .enabled(if: Tool.isAvailable(.ffmpeg, .imageMagick, .chromium), Tool.skipReason(.ffmpeg, .imageMagick, .chromium)))
    func quantizedGIFReadsAlike() throws {
        let frames = try Self.manyColourFrames()
        let gif = try GIFEncoder.encode(frames, delays: GIFTiming.delays(frameCount: frames.count, fps: 30))
        let ours = try GIFDecoder().decode(gif).map { $0.canvas.straightRGBA() }
        #expect(ours.count == frames.count)
        let readers: [(String, [[UInt8]]?)] = [
            ("ffmpeg", try ExternalDecoder.ffmpegFrames(gif, ext: "gif", width: 64, height: 64)),
            ("ImageMagick", try ExternalDecoder.imageMagickFrames(gif, ext: "gif", width: 64, height: 64)),
            ("Chromium", try ExternalDecoder.chromiumFrames(gif, mimeType: "image/gif", width: 64, height: 64)?.frames),
        ]
        for (name, decoded) in readers { #expect(decoded == ours, "\(name) differs from GIFDecoder") }
        for (o, f) in zip(ours, frames) {
            let want = f.straightRGBA()
            let sum = zip(o, want).enumerated().reduce(0) { $0 + ($1.offset % 4 == 3 ? 0 : abs(Int($1.element.0) - Int($1.element.1))) }
            #expect(Double(sum) / Double(64 * 64 * 3) <= 3, "mean channel error")
        }
    }
}
