import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("GIF encoder, checked by independent decoders")
struct GIFEncoderTests {
    @Test("the same frame encodes to the same PNG and GIF bytes every time")
    func determinism() throws {
        let a = try PNGEncoder().encode(try sampleFrame()), b = try PNGEncoder().encode(try sampleFrame())
        #expect(a == b)
        let frames = try (0..<4).map { try sampleFrame(shift: Double($0) * 3) }
        let g1 = try GIFEncoder.encode(frames, delays: [3, 4, 3, 3]), g2 = try GIFEncoder.encode(frames, delays: [3, 4, 3, 3])
        #expect(g1 == g2)
    }

    @Test("an animation of at most 255 colours in all decodes (ffmpeg) to exactly our frames",
          .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))
    func gifExactPalette() throws {
        let frames = try wholePixelSampleFrames(6)
        try #require(distinctColours(frames) <= 255)
        let gif = try GIFEncoder.encode(frames, delays: GIFTiming.delays(frameCount: 6, fps: 30))
        #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
        let decoded = try #require(try ExternalDecoder.ffmpegFrames(gif, ext: "gif", width: 48, height: 48))
        #expect(decoded.count == frames.count)
        for (d, f) in zip(decoded, frames) {
            #expect(d == f.straightRGBA())
        }
    }

    @Test("transparent frames stay transparent and opaque pixels exact",
          .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))
    func gifTransparency() throws {
        // Hard-edged shapes only, so every pixel is either fully transparent or opaque.
        func frame(_ x: Double) throws -> Canvas {
            try Renderer(width: 32, height: 32, background: .clear).render(presentation([
                TestLayer("a", frame: Rect(x, 4, 10, 10)) { $0.backgroundColor = Color(1, 0, 0) },
            ]))
        }
        let frames = try [frame(2), frame(12), frame(20)]
        let gif = try GIFEncoder.encode(frames, delays: [10, 10, 10], preservesTransparency: true)
        let decoded = try #require(try ExternalDecoder.ffmpegFrames(gif, ext: "gif", width: 32, height: 32))
        #expect(decoded.count == 3)
        for (d, f) in zip(decoded, frames) {
            let want = f.straightRGBA()
            // Transparent pixels: compare alpha only (the colour under alpha 0 is meaningless).
            var mismatches = 0
            for i in stride(from: 0, to: want.count, by: 4) {
                let ok: Bool
                if want[i + 3] == 0 { ok = d[i + 3] == 0 } else { ok = Array(d[i..<(i + 4)]) == Array(want[i..<(i + 4)]) }
                if !ok { mismatches += 1 }
            }
            #expect(mismatches == 0)
        }
    }

    @Test("more than 256 colours go through median cut: every decoded pixel is near its source",
          .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))
    func gifQuantized() throws {
        let c = try Renderer(width: 64, height: 64).render(presentation([
            TestLayer("g", .gradient, frame: Rect(0, 0, 64, 64)) {
                $0.colors = [Color(1, 0, 0), Color(0, 1, 0), Color(0, 0, 1)]; $0.startPoint = Point(0, 0); $0.endPoint = Point(1, 1)
            },
            TestLayer("h", .gradient, frame: Rect(0, 0, 64, 64)) {
                $0.colors = [Color(1, 1, 1, 0), Color(1, 1, 1, 0.8)]; $0.startPoint = Point(1, 0); $0.endPoint = Point(0, 1)
            },
        ]))
        let gif = try GIFEncoder.encode([c], delays: [10])
        let d = try #require(try ExternalDecoder.ffmpegFrames(gif, ext: "gif", width: 64, height: 64)?.first)
        let s = c.straightRGBA()
        var worst = 0, sum = 0
        for i in 0..<s.count where i % 4 != 3 {
            let e = abs(Int(s[i]) - Int(d[i])); worst = max(worst, e); sum += e
        }
        let mean = Double(sum) / Double(s.count / 4 * 3)
        #expect(mean < 3, "mean channel error \(mean)")
        #expect(worst < 24, "worst channel error \(worst)")
    }

    @Test("the LZW table fills and clears correctly on an image with thousands of distinct runs",
          .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))
    func lzwTableReset() throws {
        // A 200 × 200 pattern of 250 colours chosen by a fixed integer hash: no long runs, many table resets.
        var bytes = [UInt8](repeating: 255, count: 200 * 200 * 4)
        for i in 0..<(200 * 200) {
            let hash: UInt32 = UInt32(truncatingIfNeeded: i) &* 2_654_435_761
            let h: UInt32 = (hash >> 24) % 250
            bytes[4 * i] = UInt8(h)
            bytes[4 * i + 1] = UInt8(255 - h)
            bytes[4 * i + 2] = UInt8((h &* 7) & 0xFF)
        }
        let c = try Canvas(width: 200, height: 200, straightRGBA: bytes)
        let gif = try GIFEncoder.encode([c], delays: [10])
        let d = try #require(try ExternalDecoder.ffmpegFrames(gif, ext: "gif", width: 200, height: 200)?.first)
        #expect(d == bytes)
    }

    @Test("delays are whole hundredths whose running sum stays within half a hundredth of the true time")
    func delays() {
        let d30 = GIFTiming.delays(frameCount: 90, fps: 30)
        #expect(d30.prefix(6) == [3, 4, 3, 3, 4, 3])
        #expect(d30.reduce(0, +) == 300)
        for fps in [24.0, 25, 30, 50, 12.5, 7] {
            let d = GIFTiming.delays(frameCount: 100, fps: fps)
            var sum = 0
            for (i, v) in d.enumerated() {
                sum += v
                #expect(abs(Double(sum) - Double(i + 1) * 100 / fps) <= 0.5)
            }
        }
        #expect(GIFTiming.delays(frameCount: 5, fps: 0).isEmpty)
    }

    @Test("ImageMagick reads the delays we wrote, and unchanged frames merge into the previous delay",
          .enabled(if: Tool.isAvailable(.imageMagickIdentify), Tool.skipReason(.imageMagickIdentify)))
    func delaysInFile() throws {
        let a = try sampleFrame(), b = try sampleFrame(shift: 4)
        let gif = try GIFEncoder.encode([a, b, b, a], delays: [3, 4, 3, 3])
        #expect(try ExternalDecoder.gifDelays(gif) == [3, 7, 3])
    }

    @Test("encoders refuse mismatched or missing frames with an error")
    func badInput() throws {
        #expect(throws: ImageFormatError.self) { try GIFEncoder.encode([], delays: []) }
        let a = try Canvas(width: 4, height: 4), b = try Canvas(width: 5, height: 4)
        #expect(throws: ImageFormatError.self) { try GIFEncoder.encode([a, b], delays: [1, 1]) }
        #expect(throws: ImageFormatError.self) { try GIFEncoder.encode([a], delays: [1, 2]) }
        #expect(throws: ImageFormatError.self) { try PNGDecoder().decode([1, 2, 3]) }
    }
}
