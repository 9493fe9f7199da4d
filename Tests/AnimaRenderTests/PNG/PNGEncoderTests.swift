import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("PNG encoder, checked by independent decoders")
struct PNGEncoderTests {
    @Test("PNG round-trips through our decoder exactly (straight alpha, opaque and transparent)")
    func pngRoundTrip() throws {
        for bg in [Color.white, Color.clear] {
            let c = try sampleFrame(background: bg)
            let png = try PNGEncoder().encode(c)
            let back = try PNGDecoder().decode(png)
            #expect(back.straightRGBA() == c.straightRGBA())
        }
    }

    @Test("PNG decoded by ffmpeg equals our pixels", .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)))
    func pngDecodedByFFmpeg() throws {
        for bg in [Color.white, Color.clear] {
            let c = try sampleFrame(background: bg)
            let png = try PNGEncoder().encode(c)
            let frames = try #require(try ExternalDecoder.ffmpegFrames(png, ext: "png", width: c.width, height: c.height))
            #expect(frames.count == 1)
            #expect(frames.first == c.straightRGBA())
        }
    }

    @Test("PNG decoded by ImageMagick equals our pixels",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func pngDecodedByImageMagick() throws {
        for bg in [Color.white, Color.clear] {
            let c = try sampleFrame(background: bg)
            let png = try PNGEncoder().encode(c)
            #expect(try ExternalDecoder.imageMagickRGBA(png) == c.straightRGBA())
        }
    }
}
