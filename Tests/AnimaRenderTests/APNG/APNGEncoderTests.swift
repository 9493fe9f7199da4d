import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("APNG encoder, checked by independent decoders")
struct APNGEncoderTests {
    /// A 32×32 frame: white, with an opaque red 10×10 square at (x, 4) on whole pixels, so its edges are hard.
    private static func square(at x: Double, background: Color = .white) throws -> Canvas {
        try Renderer(width: 32, height: 32, background: background).render(presentation([
            TestLayer("a", frame: Rect(x, 4, 10, 10)) { $0.backgroundColor = Color(1, 0, 0) },
        ]))
    }

    /// The chunks of a PNG file as (type, body), read by the layout of PNG specification §5.3: length, type, data,
    /// CRC, after the 8-byte signature.
    private static func chunks(_ png: [UInt8]) -> [(type: String, body: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = 8
        while i + 12 <= png.count {
            let length = png[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            out.append((type, Array(png[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return out
    }

    private static func be32(_ b: [UInt8], _ at: Int) -> Int { b[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }

    @Test("frames with anti-aliasing and partial transparency decode (ffmpeg) to exactly our straight RGBA",
          .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))
    func ffmpegDecodesExactFrames() throws {
        for background in [Color.white, .clear] {
            let frames = try (0..<6).map { try sampleFrame(shift: Double($0) * 2.5, background: background) }
            let apng = try APNGEncoder.encode(frames, delays: GIFTiming.delays(frameCount: 6, fps: 30))
            let decoded = try #require(try ExternalDecoder.ffmpegFrames(apng, ext: "apng", width: 48, height: 48))
            #expect(decoded.count == frames.count)
            for (d, f) in zip(decoded, frames) { #expect(d == f.straightRGBA()) }
        }
    }

    @Test("ImageMagick decodes the same frames exactly",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func imageMagickDecodesExactFrames() throws {
        let frames = try (0..<4).map { try sampleFrame(shift: Double($0) * 3) }
        let apng = try APNGEncoder.encode(frames, delays: [3, 4, 3, 3])
        let decoded = try #require(try ExternalDecoder.imageMagickFrames(apng, ext: "apng", width: 48, height: 48))
        #expect(decoded == frames.map { $0.straightRGBA() })
    }

    @Test("later frames store only the changed rectangle; unchanged frames lengthen the previous delay")
    func changedRectanglesAndMergedDelays() throws {
        let a = try Self.square(at: 2), b = try Self.square(at: 12)
        let apng = try APNGEncoder.encode([a, b, b, a], delays: [3, 4, 3, 3], loopCount: 0)
        let chunks = Self.chunks(apng)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // acTL: 3 frames (b, b merged), 0 plays = forever.
        let actl = chunks[1].body
        #expect(Self.be32(actl, 0) == 3 && Self.be32(actl, 4) == 0)
        // fcTL body (APNG spec): sequence, width, height, x, y (32 bits each), delay num/den (16 bits), dispose, blend.
        // The square moves from columns 2…11 to 12…21 on rows 4…13: the changed rectangle is x 2, y 4, 20×10.
        let fctls = chunks.filter { $0.type == "fcTL" }.map(\.body)
        #expect(fctls.map { Self.be32($0, 0) } == [0, 1, 3])  // sequence numbers count fcTL and fdAT alike
        let rects = fctls.map { body in (1..<5).map { Self.be32(body, 4 * $0) } }
        #expect(rects == [[32, 32, 0, 0], [20, 10, 2, 4], [20, 10, 2, 4]])
        #expect(fctls.map { Int($0[20]) << 8 | Int($0[21]) } == [3, 7, 3])
        #expect(fctls.allSatisfy { Int($0[22]) << 8 | Int($0[23]) == 100 && $0[24] == 0 && $0[25] == 0 })
    }

    @Test("loop counts follow GIF's: nil plays once, N repeats N times after the first play")
    func playCounts() throws {
        let a = try Self.square(at: 2)
        for (loop, plays) in [(Int?.none, 1), (0, 0), (2, 3)] {
            let actl = try #require(Self.chunks(try APNGEncoder.encode([a], delays: [10], loopCount: loop)).first { $0.type == "acTL" })
            #expect(Self.be32(actl.body, 4) == plays)
        }
    }

    @Test("the same frames encode to the same bytes every time, and bad input is an error")
    func determinismAndErrors() throws {
        let frames = try (0..<4).map { try sampleFrame(shift: Double($0) * 3) }
        #expect(try APNGEncoder.encode(frames, delays: [3, 4, 3, 3]) == APNGEncoder.encode(frames, delays: [3, 4, 3, 3]))
        #expect(throws: ImageFormatError.self) { try APNGEncoder.encode([], delays: []) }
        let a = try Canvas(width: 4, height: 4), b = try Canvas(width: 5, height: 4)
        #expect(throws: ImageFormatError.self) { try APNGEncoder.encode([a, b], delays: [1, 1]) }
        #expect(throws: ImageFormatError.self) { try APNGEncoder.encode([a], delays: [70_000]) }
    }
}
