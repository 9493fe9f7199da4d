import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// The contents image limits of the `Limits` table (`ContentLimits.maxImageDimension`, `maxImagePixelCount`) at
/// the limit and one past it, through `ImageDecoder`, which reads the declared size from the header and refuses it
/// before allocating the pixels.
@Suite struct ImageLimitTests {
    /// A real PNG of `width`×1 (our encoder), so the at-limit side decodes completely.
    static func png(width: Int) throws -> [UInt8] {
        try PNGEncoder().encode(try Canvas(width: width, height: 1))
    }

    /// The PNG with its IHDR (always the first chunk: data at bytes 16–28, CRC at 29–32) declaring another size,
    /// the CRC-32 (polynomial 0xEDB88320 over type and data, as the PNG specification gives it) recomputed.
    static func declaring(_ png: [UInt8], width: Int, height: Int) -> [UInt8] {
        var bytes = png
        for j in 0..<4 {
            bytes[16 + j] = UInt8(truncatingIfNeeded: width >> (24 - 8 * j))
            bytes[20 + j] = UInt8(truncatingIfNeeded: height >> (24 - 8 * j))
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes[12..<29] {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        for j in 0..<4 { bytes[29 + j] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * j)) }
        return bytes
    }

    @Test func sideAtAndPastTheLimit() throws {
        let at = try Self.png(width: ContentLimits.maxImageDimension)
        #expect(try ImageDecoder.decode(at).width == 16_384)
        #expect(throws: ImageError.tooLarge(width: 16_385, height: 1, reason: "each side is limited to 16384 pixels")) {
            try ImageDecoder.decode(Self.declaring(at, width: 16_385, height: 1))
        }
    }

    @Test func areaAtAndPastTheLimit() throws {
        // 8192 × 4096 = 33,554,432 pixels = 32 Mpx, the limit. The file's data holds one 16384-pixel row, so
        // libpng runs out of image data once past the size check: an error, but not the size error.
        let row = try Self.png(width: 16_384)
        do {
            _ = try ImageDecoder.decode(Self.declaring(row, width: 8192, height: 4096))
        } catch {
            if case .tooLarge = error { Issue.record("32 Mpx was refused by size: \(error)") }
        }
        // One row more, 8192 × 4097 = 33,562,624 pixels, is refused by size.
        #expect(throws: ImageError.tooLarge(width: 8192, height: 4097, reason: "limited to 32 Mpx")) {
            try ImageDecoder.decode(Self.declaring(row, width: 8192, height: 4097))
        }
    }
}
