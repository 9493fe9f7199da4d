import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Our GIF decoder against decoders written by other people: every frame must equal what ffmpeg shows for GIFs
/// our encoder wrote, and what ImageMagick reads back from an interlaced GIF ImageMagick wrote itself.
@Suite struct GIFDecoderTests {
    /// A 200×200 pattern of 250 colours chosen by a fixed integer hash: no long runs, many LZW table resets.
    static func noise(offset: UInt32 = 0) throws -> Canvas {
        var bytes = [UInt8](repeating: 255, count: 200 * 200 * 4)
        for i in 0..<(200 * 200) {
            let h = ((UInt32(truncatingIfNeeded: i) &+ offset) &* 2_654_435_761 >> 24) % 250
            bytes[4 * i] = UInt8(h); bytes[4 * i + 1] = UInt8(255 - h); bytes[4 * i + 2] = UInt8((h &* 7) & 0xFF)
        }
        return try Canvas(width: 200, height: 200, straightRGBA: bytes)
    }

    /// Hard-edged squares on a transparent canvas, moving: whole frames disposed to the background.
    static func squares(_ x: Double) throws -> Canvas {
        try Renderer(width: 32, height: 32, background: .clear).render(presentation([
            TestLayer("a", frame: Rect(x, 4, 10, 10)) { $0.backgroundColor = Color(1, 0, 0) },
        ]))
    }

    @Test("frames of our GIFs (deltas, table resets, transparency) equal ffmpeg's",
          .enabled(if: Tool.isAvailable(.ffmpeg), Tool.skipReason(.ffmpeg)), arguments: ["noise", "squares"])
    func matchesFFmpeg(kind: String) throws {
        let frames = kind == "noise" ? [try Self.noise(), try Self.noise(offset: 7), try Self.noise()]
                                     : [try Self.squares(2), try Self.squares(12), try Self.squares(20)]
        let gif = try GIFEncoder.encode(frames, delays: [10, 10, 10], preservesTransparency: kind == "squares")
        let ours = try GIFDecoder().decode(gif)
        let theirs = try #require(try ExternalDecoder.ffmpegFrames(gif, ext: "gif", width: frames[0].width,
                                                                   height: frames[0].height))
        #expect(ours.count == theirs.count)
        #expect(ours.map(\.delay) == [10, 10, 10])
        for (o, t) in zip(ours, theirs) {
            let mine = o.canvas.straightRGBA()
            // ffmpeg leaves the colour under alpha 0 unspecified: compare alpha only there.
            var mismatches = 0
            for i in stride(from: 0, to: mine.count, by: 4) {
                let same = t[i + 3] == 0 ? mine[i + 3] == 0 : mine[i..<(i + 4)].elementsEqual(t[i..<(i + 4)])
                if !same { mismatches += 1 }
            }
            #expect(mismatches == 0, "\(mismatches) pixels differ from ffmpeg")
        }
    }

    @Test("an interlaced GIF written by ImageMagick decodes to ImageMagick's own pixels",
          .enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func interlacedFromImageMagick() throws {
        let convert = ExternalProcess(try Tool.imageMagick.require())
        let folder = try TemporaryFiles.directory("anima-interlaced")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("gradient.gif").path
        let written = try convert.run(["-size", "23x17", "gradient:red-blue", "-colors", "16", "-interlace", "GIF", path])
        try #require(written.status == 0, "ImageMagick could not write the GIF: \(written.stderrText)")
        let gif = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let ours = try #require(try GIFDecoder().decode(gif).first)
        let theirs = try convert.run([path, "-depth", "8", "rgba:-"])
        #expect(ours.canvas.width == 23 && ours.canvas.height == 17)
        #expect(ours.canvas.straightRGBA() == [UInt8](theirs.stdout))
    }

    @Test("truncated or foreign data throws instead of guessing")
    func rejectsBadData() throws {
        let gif = try GIFEncoder.encode([try Self.squares(2)], delays: [10])
        #expect(throws: ImageFormatError.self) { try GIFDecoder().decode(Array(gif.prefix(gif.count / 2))) }
        #expect(throws: ImageFormatError.self) { try GIFDecoder().decode(Array("GIF89b".utf8) + gif.dropFirst(6)) }
        #expect(throws: ImageFormatError.self) { try GIFDecoder().decode([]) }
    }
}
