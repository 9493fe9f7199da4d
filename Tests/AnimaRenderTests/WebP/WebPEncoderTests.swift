import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// ffmpeg 5.1 (Debian 12) cannot decode animated WebP (its decoder has no ANIM/ANMF support), so ImageMagick, which
/// reads them through libwebpdemux, is the independent reader here.
@Suite("Animated WebP encoder, checked by ImageMagick")
struct WebPEncoderTests {
    /// The RIFF chunk ids of a WebP file, from the container layout (RIFF size WEBP, then id + size + payload,
    /// payloads padded to even length), descending into nothing.
    private static func chunkIDs(_ webp: [UInt8]) -> [String] {
        var ids: [String] = []
        var i = 12
        while i + 8 <= webp.count {
            ids.append(String(decoding: webp[i..<(i + 4)], as: UTF8.self))
            let size = webp[(i + 4)..<(i + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
            i += 8 + size + size % 2
        }
        return ids
    }

    /// The bitstream chunk id inside each ANMF chunk (its payload: 16 bytes of frame header, then the chunk).
    private static func frameCodecs(_ webp: [UInt8]) -> [String] {
        var ids: [String] = []
        var i = 12
        while i + 8 <= webp.count {
            let size = webp[(i + 4)..<(i + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
            if Array(webp[i..<(i + 4)]) == Array("ANMF".utf8), i + 28 <= webp.count {
                ids.append(String(decoding: webp[(i + 24)..<(i + 28)], as: UTF8.self))
            }
            i += 8 + size + size % 2
        }
        return ids
    }

    /// Pixels equal as straight RGBA, except that under alpha 0 only alpha counts (the colour there is invisible).
    private static func mismatches(_ decoded: [UInt8], _ want: [UInt8]) -> Int {
        var count = 0
        for i in stride(from: 0, to: want.count, by: 4) {
            let same = want[i + 3] == 0 ? decoded[i + 3] == 0 : Array(decoded[i..<(i + 4)]) == Array(want[i..<(i + 4)])
            if !same { count += 1 }
        }
        return count
    }

    /// Opaque frames only: ImageMagick 6.9.11's `-coalesce` composites WebP's no-blend frames over the previous
    /// one, so a pixel that turns transparent stays visible there (libwebp's own WebPAnimDecoder, checked by hand
    /// on a transparent scene, returns our frames exactly).
    @Test("lossless: frames with anti-aliasing and translucent layers decode to exactly our straight RGBA",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func imageMagickDecodesExactFrames() throws {
        for background in [Color.white, Color(0.1, 0.1, 0.12)] {
            let frames = try (0..<6).map { try sampleFrame(shift: Double($0) * 2.5, background: background) }
            let webp = try WebPEncoder.encode(frames, delays: GIFTiming.delays(frameCount: 6, fps: 30))
            let decoded = try #require(try ExternalDecoder.imageMagickFrames(webp, ext: "webp", width: 48, height: 48))
            #expect(decoded.count == frames.count)
            for (d, f) in zip(decoded, frames) { #expect(Self.mismatches(d, f.straightRGBA()) == 0, "background \(background)") }
        }
    }

    @Test("the file is an animated WebP (VP8X, ANIM, one ANMF per frame) and encodes the same way every time")
    func containerAndDeterminism() throws {
        let frames = try (0..<4).map { try sampleFrame(shift: Double($0) * 3) }
        let webp = try WebPEncoder.encode(frames, delays: [3, 4, 3, 3])
        #expect(Array(webp.prefix(4)) == Array("RIFF".utf8) && Array(webp[8..<12]) == Array("WEBP".utf8))
        #expect(Self.chunkIDs(webp) == ["VP8X", "ANIM", "ANMF", "ANMF", "ANMF", "ANMF"])
        #expect(try WebPEncoder.encode(frames, delays: [3, 4, 3, 3]) == webp)
    }

    /// The ANIM chunk's loop count: bytes 4–5 of its payload, little-endian, the number of plays with 0 meaning
    /// forever (WebP container specification, "Animation"). GIF-style repeats N are N + 1 plays.
    private static func animLoopCount(_ webp: [UInt8]) -> Int? {
        var i = 12
        while i + 8 <= webp.count {
            let size = webp[(i + 4)..<(i + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
            if Array(webp[i..<(i + 4)]) == Array("ANIM".utf8) { return Int(webp[i + 12]) | Int(webp[i + 13]) << 8 }
            i += 8 + size + size % 2
        }
        return nil
    }

    @Test("loop counts: 0 forever, nil one play, N repeats N + 1 plays, 65535 repeats saturate at 65535 plays")
    func loopCounts() throws {
        let frames = try (0..<2).map { try sampleFrame(shift: Double($0) * 3) }
        let cases: [(Int?, Int)] = [(0, 0), (nil, 1), (1, 2), (9, 10), (65_534, 65_535), (65_535, 65_535)]
        for (loop, plays) in cases {
            let webp = try WebPEncoder.encode(frames, delays: [5, 5], loopCount: loop)
            #expect(Self.animLoopCount(webp) == plays, "loopCount \(String(describing: loop))")
        }
        #expect(throws: ImageFormatError.self) { try WebPEncoder.encode(frames, delays: [5, 5], loopCount: 65_536) }
        #expect(throws: ImageFormatError.self) { try WebPEncoder.encode(frames, delays: [5, 5], loopCount: -1) }
    }

    static func lossy(_ frames: [Canvas], floor: Double) throws -> [UInt8] {
        let e = try WebPEncoder(width: frames[0].width, height: frames[0].height, quality: .lossy(minimumSSIM: floor))
        for f in frames { try e.addFrame(f, delay: 4) }
        return try e.finish()
    }

    /// The frame ImageMagick shows at the start of each of `count` source frames of `delay` hundredths each: a
    /// frame the encoder merged into the one before (nothing visible changed within the floor) lasts several.
    private static func shownFrames(_ webp: [UInt8], size: Int, count: Int, delay: Int) throws -> [[UInt8]] {
        let decoded = try #require(try ExternalDecoder.imageMagickFrames(webp, ext: "webp", width: size, height: size))
        let delays = try #require(try ExternalDecoder.imageMagickDelays(webp, ext: "webp"))
        #expect(delays.count == decoded.count && delays.allSatisfy { $0 % delay == 0 }, "delays \(delays)")
        let shown = zip(decoded, delays).flatMap { frame, d in [[UInt8]](repeating: frame, count: d / delay) }
        #expect(shown.count == count)
        return shown
    }

    @Test("lossy: every frame ImageMagick shows keeps the SSIM floor against ours, and the file is smaller than lossless",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func lossyKeepsTheFloor() throws {
        let frames = try (2..<10).map { try shimmerFrame($0, size: 256) }
        let webp = try Self.lossy(frames, floor: 0.996)
        let lossless = try WebPEncoder.encode(frames, delays: [Int](repeating: 4, count: frames.count))
        #expect(webp.count < lossless.count, "lossy \(webp.count) bytes, lossless \(lossless.count)")
        let decoded = try Self.shownFrames(webp, size: 256, count: frames.count, delay: 4)
        var exact = true
        for (d, f) in zip(decoded, frames) {
            let shown = try Canvas(width: 256, height: 256, straightRGBA: d)
            let s = StructuralSimilarity.mean(shown.pixels, f.pixels, width: 256, height: 256)
            #expect(s >= 0.996)
            exact = exact && Self.mismatches(d, f.straightRGBA()) == 0
        }
        #expect(!exact, "the file is lossy: some pixel differs")
    }

    /// A saturated blue card and red badge on light grey, moving a third of a pixel a frame: VP8 halves chroma
    /// resolution (4:2:0), which smears such edges below SSIM 0.996 at any quality.
    private static func saturatedFrame(_ step: Int) throws -> Canvas {
        let shift = Double(step) / 3
        let layers = [
            TestLayer("card", frame: Rect(20 + shift, 24, 48, 48)) { $0.backgroundColor = Color(0, 0.48, 1); $0.cornerRadius = 10 },
            TestLayer("badge", frame: Rect(58 + shift, 16, 18, 18)) { $0.backgroundColor = Color(1, 0.23, 0.19); $0.cornerRadius = 9 },
        ]
        return try Renderer(width: 96, height: 96, background: Color(0.95, 0.95, 0.97)).render(presentation(layers))
    }

    @Test("saturated flat colours no lossy quality carries: the held lossless file keeps the floor and is smaller than exact lossless",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func saturatedColoursAreHeld() throws {
        let frames = try (0..<8).map { try Self.saturatedFrame($0) }
        let webp = try Self.lossy(frames, floor: 0.996)
        let lossless = try WebPEncoder.encode(frames, delays: [Int](repeating: 4, count: frames.count))
        #expect(webp.count < lossless.count, "held \(webp.count) bytes, lossless \(lossless.count)")
        // Every frame is lossless (VP8L): no lossy quality met the floor.
        #expect(Self.frameCodecs(webp).allSatisfy { $0 == "VP8L" }, "\(Self.frameCodecs(webp))")
        let decoded = try Self.shownFrames(webp, size: 96, count: frames.count, delay: 4)
        for (d, f) in zip(decoded, frames) {
            let shown = try Canvas(width: 96, height: 96, straightRGBA: d)
            #expect(StructuralSimilarity.mean(shown.pixels, f.pixels, width: 96, height: 96) >= 0.996)
        }
    }

    @Test("past the pixel budget the quality settles on the frames so far and the rest stream: every frame decodes, the first ones at the floor",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func budgetStreamsTheRest() throws {
        let frames = try (2..<10).map { try shimmerFrame($0, size: 256) }
        // Four frames fit the budget; the fifth fixes the quality and streams with the rest.
        let e = try WebPEncoder(width: 256, height: 256, loopCount: 0, quality: .standard, pixelBudget: 4 * 256 * 256)
        for f in frames { try e.addFrame(f, delay: 4) }
        let webp = try e.finish()
        let decoded = try #require(try ExternalDecoder.imageMagickFrames(webp, ext: "webp", width: 256, height: 256))
        #expect(decoded.count == frames.count)
        for (d, f) in zip(decoded, frames).prefix(5) {
            let shown = try Canvas(width: 256, height: 256, straightRGBA: d)
            #expect(StructuralSimilarity.mean(shown.pixels, f.pixels, width: 256, height: 256) >= 0.996)
        }
    }

    @Test("lossy with a floor no lossy file meets (SSIM 1) falls back to lossless: exact frames",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func unreachableFloorIsLossless() throws {
        let frames = try (0..<3).map { try sampleFrame(shift: Double($0) * 2.5, size: 64) }
        let webp = try Self.lossy(frames, floor: 1)
        let decoded = try #require(try ExternalDecoder.imageMagickFrames(webp, ext: "webp", width: 64, height: 64))
        #expect(decoded.count == frames.count)
        for (d, f) in zip(decoded, frames) { #expect(Self.mismatches(d, f.straightRGBA()) == 0) }
    }

    @Test("bad input is an error, not a crash")
    func errors() throws {
        #expect(throws: ImageFormatError.self) { try WebPEncoder(width: 8, height: 8, quality: .lossy(minimumSSIM: 1.2)) }
        #expect(throws: ImageFormatError.self) { try WebPEncoder.encode([], delays: []) }
        let a = try Canvas(width: 4, height: 4), b = try Canvas(width: 5, height: 4)
        #expect(throws: ImageFormatError.self) { try WebPEncoder.encode([a, b], delays: [1, 1]) }
        #expect(throws: ImageFormatError.self) { try WebPEncoder.encode([a], delays: [1, 2]) }
    }
}
