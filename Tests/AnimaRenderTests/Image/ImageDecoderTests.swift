import AnimaTestSupport
import Foundation
import RealModule
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// libpng and libjpeg-turbo behind `ImageDecoder`: PngSuite conformance, corrupt files, limits.
@Suite struct ImageDecoderTests {
    /// PngSuite's valid images (every name not starting with "x") decode to the reference pixels.
    ///
    /// The reference is ffmpeg's own PNG decoder (not libpng), which returns the raw samples and ignores gAMA.
    /// libpng's simplified API colour-manages: a file gamma g other than ≈1/2.2 gives
    /// out = 255·(s/255)^(1/(2.2·g)) (libpng converts to PNG_GAMMA_sRGB, a 2.2 power), so each reference sample s is
    /// mapped through that formula as the interval [f(s − ½), f(s + ½)] (ffmpeg reduces 16-bit samples to 8 before
    /// the curve, libpng after it), then premultiplied: c·a/255. Accepted: within that interval ± 2/255. Alpha comes
    /// from ImageMagick, because ffmpeg drops the tRNS of low-bit-depth greyscale (tbbn0g04 reads opaque).
    @Test(.enabled(if: Tool.isAvailable(.ffmpeg, .imageMagick), Tool.skipReason(.ffmpeg, .imageMagick)))
    func pngSuiteValidImagesMatchReferencePixels() throws {
        let names = RenderFixtures.pngSuiteFiles { !$0.hasPrefix("x") }
        #expect(names.count >= 160)
        var failures: [String] = []
        for name in names {
            let bytes = try RenderFixtures.bytes(RenderFixtures.pngSuite.appendingPathComponent(name))
            let canvas = try ImageDecoder.decode(bytes)
            guard let frames = try ExternalDecoder.ffmpegFrames(bytes, ext: "png", width: canvas.width,
                                                                height: canvas.height),
                  var raw = frames.first,
                  let alpha = try ExternalDecoder.imageMagickRGBA(bytes), alpha.count == raw.count else {
                failures.append("\(name): ffmpeg could not decode it at the same size"); continue
            }
            for i in stride(from: 3, to: raw.count, by: 4) { raw[i] = alpha[i] }
            let g = RenderFixtures.fileGamma(bytes) ?? (1 / 2.2)
            let curve: (Double) -> Double = abs(g * 2.2 - 1) > 0.05
                ? { 255 * Double.pow(min(max($0, 0), 255) / 255, 1 / (2.2 * g)) } : { min(max($0, 0), 255) }
            var worst = 0.0
            for i in 0..<canvas.pixels.count {
                let a = Double(raw[4 * i + 3])
                let p = Canvas.unpack(canvas.pixels[i])
                let got = [p.r, p.g, p.b]
                for c in 0..<3 {
                    let s = Double(raw[4 * i + c])
                    let lo = curve(s - 0.5) * a / 255, hi = curve(s + 0.5) * a / 255
                    let v = Double(got[c])
                    worst = max(worst, v < lo ? lo - v : (v > hi ? v - hi : 0))
                }
                worst = max(worst, abs(Double(p.a) - a))
            }
            if worst > 2 { failures.append("\(name): off by \(worst)") }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// PngSuite's corrupt images (names starting with "x": bad signatures, bad CRCs, bad IHDR, missing IDAT, …)
    /// are errors, never traps or pictures.
    @Test func pngSuiteCorruptImagesAreErrors() throws {
        let names = RenderFixtures.pngSuiteFiles { $0.hasPrefix("x") }
        #expect(names.count == 14)
        for name in names {
            let bytes = try RenderFixtures.bytes(RenderFixtures.pngSuite.appendingPathComponent(name))
            #expect(throws: ImageError.self, "\(name)") { try ImageDecoder.decode(bytes) }
        }
    }

    /// A CRC error in a critical chunk (IDAT) is refused; libpng names the chunk.
    @Test func wrongCRCInIDATIsAnError() throws {
        var bytes = try RenderFixtures.bytes(RenderFixtures.pngSuite.appendingPathComponent("basn2c08.png"))
        let idat = try #require(firstChunk("IDAT", in: bytes))
        bytes[idat.crcOffset] ^= 0xFF
        #expect {
            try ImageDecoder.decode(bytes)
        } throws: { error in
            guard case let ImageError.png(message) = error else { return false }
            return message.contains("IDAT") || message.contains("CRC")
        }
    }

    /// A header that declares 20000×20000 pixels is refused by the size limit: libpng would need 1.6 GB, so this
    /// only returns promptly because nothing was allocated (the file has no pixel data at all).
    @Test func hugeDeclaredPNGIsRefusedBeforeAllocation() throws {
        var bytes = try RenderFixtures.bytes(RenderFixtures.pngSuite.appendingPathComponent("basn0g08.png"))
        let ihdr = try #require(firstChunk("IHDR", in: bytes))
        for (k, v) in [(0, 20_000), (4, 20_000)] {
            for j in 0..<4 { bytes[ihdr.dataOffset + k + j] = UInt8(truncatingIfNeeded: v >> (24 - 8 * j)) }
        }
        fixCRC(&bytes, ihdr)
        #expect(throws: ImageError.tooLarge(width: 20_000, height: 20_000,
                                            reason: "each side is limited to 16384 pixels")) {
            try ImageDecoder.decode(bytes)
        }
    }

    @Test(.enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func hugeDeclaredJPEGIsRefusedBeforeAllocation() throws {
        var jpeg = try #require(try imageMagick(["-size", "16x16", "xc:#336699", "-quality", "90"], ext: "jpg"))
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        let sof = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        for (k, v) in [(5, 20_000), (7, 20_000)] {
            jpeg[sof + k] = UInt8(v >> 8); jpeg[sof + k + 1] = UInt8(v & 0xFF)
        }
        #expect(throws: ImageError.tooLarge(width: 20_000, height: 20_000,
                                            reason: "each side is limited to 16384 pixels")) {
            try ImageDecoder.decode(jpeg)
        }
    }

    /// Baseline and progressive JPEGs decode to what ImageMagick decodes (both libjpeg-turbo, accurate DCT), within
    /// 3/255: ImageMagick's own upsampling may differ by a rounding step.
    @Test(.enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)), arguments: [false, true])
    func jpegMatchesImageMagick(progressive: Bool) throws {
        var args = ["-size", "48x32", "gradient:#FF0000-#0000FF", "-quality", "92"]
        if progressive { args += ["-interlace", "JPEG"] }
        guard let jpeg = try imageMagick(args, ext: "jpg") else { return }
        if progressive { #expect(jpeg.indices.contains { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC2 }) }
        let canvas = try ImageDecoder.decode(jpeg)
        #expect(canvas.width == 48 && canvas.height == 32)
        let reference = try #require(try imageMagickRGBA(jpeg, ext: "jpg"))
        #expect(maxDifference(canvas, reference) <= 3)
    }

    /// A CMYK JPEG (ImageMagick writes Adobe-inverted CMYK) decodes to the naive conversion ImageMagick applies.
    @Test(.enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func cmykJPEGDecodes() throws {
        guard let jpeg = try imageMagick(["-size", "32x32", "gradient:#FF8000-#0080FF", "-colorspace", "CMYK",
                                          "-quality", "95"], ext: "jpg") else { return }
        let canvas = try ImageDecoder.decode(jpeg)
        let reference = try #require(try imageMagickRGBA(jpeg, ext: "jpg", extra: ["-colorspace", "sRGB"]))
        #expect(maxDifference(canvas, reference) <= 3)
    }

    @Test(.enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func truncatedJPEGIsAnError() throws {
        guard let jpeg = try imageMagick(["-size", "64x64", "plasma:", "-seed", "1", "-quality", "90"], ext: "jpg")
        else { return }
        let truncated = Array(jpeg.prefix(jpeg.count / 2))
        #expect(throws: ImageError.self) { try ImageDecoder.decode(truncated) }
    }

    @Test func truncatedPNGIsAnError() throws {
        let bytes = try RenderFixtures.bytes(RenderFixtures.pngSuite.appendingPathComponent("basn6a08.png"))
        #expect(throws: ImageError.self) { try ImageDecoder.decode(Array(bytes.prefix(bytes.count - 40))) }
    }

    @Test func unknownBytesAreUnrecognised() {
        #expect(throws: ImageError.unrecognizedFormat) { try ImageDecoder.decode(Array("GIF89a".utf8)) }
        #expect(throws: ImageError.unrecognizedFormat) { try ImageDecoder.decode([]) }
    }

    // MARK: Helpers

    private struct Chunk { let dataOffset: Int; let length: Int; var crcOffset: Int { dataOffset + length } }

    private func firstChunk(_ type: String, in png: [UInt8]) -> Chunk? {
        var i = 8
        while i + 12 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self) == type { return Chunk(dataOffset: i + 8, length: n) }
            i += 12 + n
        }
        return nil
    }

    /// Recomputes a chunk's CRC-32 (type + data, polynomial 0xEDB88320 as the PNG specification gives it).
    private func fixCRC(_ png: inout [UInt8], _ c: Chunk) {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in png[(c.dataOffset - 4)..<c.crcOffset] {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for j in 0..<4 { png[c.crcOffset + j] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * j)) }
    }

    /// An image made by ImageMagick's `convert ARGS out.EXT`.
    private func imageMagick(_ args: [String], ext: String) throws -> [UInt8]? {
        let folder = try TemporaryFiles.directory("anima-image")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.\(ext)")
        guard try ExternalProcess(Tool.imageMagick.require()).run(args + [out.path]).status == 0 else { return nil }
        return [UInt8](try Data(contentsOf: out))
    }

    /// An image file's pixels as straight RGBA, decoded by ImageMagick.
    private func imageMagickRGBA(_ bytes: [UInt8], ext: String, extra: [String] = []) throws -> [UInt8]? {
        let file = try TemporaryFiles.file(bytes, name: "image.\(ext)")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let output = try ExternalProcess(Tool.imageMagick.require()).run([file.path] + extra + ["-depth", "8", "rgba:-"])
        return output.status == 0 ? [UInt8](output.stdout) : nil
    }

    /// The largest per-channel difference between an opaque canvas and straight RGBA bytes.
    private func maxDifference(_ canvas: Canvas, _ rgba: [UInt8]) -> Int {
        guard rgba.count == canvas.pixels.count * 4 else { return 255 }
        var worst = 0
        for i in 0..<canvas.pixels.count {
            let p = Canvas.unpack(canvas.pixels[i])
            for (c, v) in [p.r, p.g, p.b, p.a].enumerated() { worst = max(worst, abs(Int(v) - Int(rgba[4 * i + c]))) }
        }
        return worst
    }
}
